/**
 * The font files the PDF report embeds (docs/decisions/060-report-rendering.md), as paths relative
 * to the repository root. One list for two readers: report-fonts.ts loads them (through
 * adapters/assets.ts) and the `reports` entry of the route catalogue declares them as `assets`, so
 * the CDK app copies exactly these files into the Lambda bundle. Data only: routes.ts imports it.
 */
export const reportFontFiles = {
  regular: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  cjkRegular: 'node_modules/@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-400-normal.woff',
  cjkBold: 'node_modules/@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-700-normal.woff',
} as const;

export const reportFontAssets: readonly string[] = Object.values(reportFontFiles);
