/** Report downloads: the model, the PDF and Word renderers, and the use-case that ties them together. */
export { createGenerateReport, type GenerateReport, type GeneratedReport, type ReportDeps } from './generate';
export { buildReportModel, type ReportModel } from '../../documents/report/model';
export { renderPdf } from '../../documents/report/pdf';
export { renderDocx } from '../../documents/report/docx';
export { reportFilename } from '../../documents/report/filename';
export type { ReportFontFiles } from '../../documents/report/fonts';
