/**
 * The redlined download's file name: the uploaded Word file's own name with "_redlined", else the
 * reviewed party's name, else the spec's default redlined_contract.docx. Letters of any script are
 * kept (the HTTP layer adds an ASCII fallback); everything else becomes one underscore.
 */
import { REDLINE_DEFAULT_FILENAME } from '../../../../shared/redline-messages';

const MAX_STEM = 80;

export const stemOf = (name: string) =>
  name
    .normalize('NFC')
    .replace(/\.docx$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_STEM)
    .replace(/_+$/, '');

export function redlinedFilename(contract: { originalDocxFilename?: string | null; hasOriginalDocx?: boolean; behalfOf?: string }): string {
  const file = contract.hasOriginalDocx && contract.originalDocxFilename ? stemOf(contract.originalDocxFilename) : '';
  if (file) return `${file}_redlined.docx`;
  const party = stemOf(contract.behalfOf ?? '');
  if (party && party.toLowerCase() !== 'contract') return `${party}_redlined_contract.docx`;
  return REDLINE_DEFAULT_FILENAME;
}
