/**
 * The redlined download's file name, named after the contract: the uploaded Word or PDF file's own
 * name with "_redlined" (a PDF's redline is a Word document: "Distributor_Agreement_redlined.docx"),
 * else the contract's type from its analysis ("Master_Services_Agreement_redlined.docx"), else the
 * spec's default redlined_contract.docx. Letters of any script are kept (the HTTP layer adds an
 * ASCII fallback); everything else becomes one underscore.
 */
import { REDLINE_DEFAULT_FILENAME } from '../../../../shared/redline-messages';

const MAX_STEM = 80;

export const stemOf = (name: string) =>
  name
    .normalize('NFC')
    .replace(/\.(docx|pdf)$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_STEM)
    .replace(/_+$/, '');

export interface RedlineFileSource {
  originalDocxFilename?: string | null;
  hasOriginalDocx?: boolean;
  originalPdfFilename?: string | null;
  hasOriginalPdf?: boolean;
}

export function redlinedFilename(contract: RedlineFileSource, contractTitle?: string | null): string {
  const file =
    (contract.hasOriginalDocx && contract.originalDocxFilename ? stemOf(contract.originalDocxFilename) : '') ||
    (contract.hasOriginalPdf && contract.originalPdfFilename ? stemOf(contract.originalPdfFilename) : '');
  if (file) return `${file}_redlined.docx`;
  const title = stemOf(contractTitle ?? '');
  if (title && title.toLowerCase() !== 'contract') return `${title}_redlined.docx`;
  return REDLINE_DEFAULT_FILENAME;
}
