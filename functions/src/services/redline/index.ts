/** The redline use-cases: generation (generate.ts) and the redlined Word download (download.ts). */
export { createGenerateRedline, type GenerateRedline, type GeneratedRedline } from './generate';
export { createDownloadRedlined, type DownloadRedlined, type RedlinedFile } from './download';
export { redlinedFilename } from './filename';
