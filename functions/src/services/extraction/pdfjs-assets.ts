/**
 * pdf.js data folders (docs/decisions/041-pdf-text-pdfjs.md), as paths relative to the repository
 * root: CMaps (CJK text without embedded encodings), the standard fonts (PDFs that reference the
 * 14 base fonts without embedding them) and the WASM image decoders (JPX, JBIG2, ICC colour; used
 * when a page is rendered). One list for two readers: pdfjs.ts finds them through
 * adapters/assets.ts and the `uploads` entry of the route catalogue declares them as `assets`, so
 * the CDK app copies them into the Lambda bundle. Data only: routes.ts imports it.
 */
export const pdfjsDataDirs = {
  cMapUrl: 'node_modules/pdfjs-dist/cmaps',
  standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts',
  wasmUrl: 'node_modules/pdfjs-dist/wasm',
} as const;

export const pdfjsAssets: readonly string[] = Object.values(pdfjsDataDirs);
