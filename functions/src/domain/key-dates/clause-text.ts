/** What a cited clause says: the text of its spans in the contract, else the analysis' own summary of it. */
import type { KeyClause } from '../../../../shared/schemas/analysis';

/** The text a clause cites: its spans in the contract, else what the analysis says about it. */
export function clauseText(
  clause: Pick<KeyClause, 'spans' | 'key_details_extracted' | 'plain_language_summary'>,
  contractText?: string,
): string {
  const spans = contractText ? clause.spans.filter((s) => s.end <= contractText.length && s.end > s.start) : [];
  if (spans.length > 0) return spans.map((s) => contractText!.slice(s.start, s.end)).join('\n');
  return [...clause.key_details_extracted, clause.plain_language_summary].join('\n');
}
