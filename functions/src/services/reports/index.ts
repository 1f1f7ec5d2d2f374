/** Report downloads: the model, the PDF and Word renderers, and the use-case that ties them together. */
export { createGenerateReport, type GenerateReport, type GeneratedReport, type ReportDeps } from './generate';
export { buildReportModel, type ReportModel } from './model';
export { renderPdf } from './pdf';
export { renderDocx } from './docx';
export { reportFilename } from './filename';
export type { ReportFontFiles } from './fonts';
