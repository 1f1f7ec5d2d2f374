/**
 * What a library card shows of an analysed contract (issue 14, item 6), read from its analysis:
 * the contract type as the title, the counterparty (the party the review was not for), risk counts
 * by severity (the results page's merged findings, so both pages agree), and an excerpt that starts
 * at the first substantive clause the analysis cited, not at SEC filing boilerplate. Pure.
 */
import { overviewCounts, riskFindings } from '../../../../shared/analysis-findings';
import { normaliseAnalysis, type Analysis } from '../../../../shared/schemas/analysis';
import type { LibraryRiskCounts } from '../../../../shared/schemas/library';

export const LIBRARY_EXCERPT_CHARS = 150;

/** Clauses that are facts about the document, not terms to read first. */
const NOT_SUBSTANTIVE = new Set(['document-name', 'parties', 'agreement-date', 'effective-date', 'expiration-date', 'definitions', 'notices', 'other']);

/** Lines of SEC filing wrappers and confidential-treatment notices that head many filed contracts. */
const BOILERPLATE_LINE =
  /confidential treatment|portions? (?:of this|denoted|marked|have been omitted)|securities and exchange commission|^\s*exhibit\s+[\d.]+[a-z]?\s*$|^\s*ex-\d|^\s*source:|pursuant to (?:a )?(?:request|rule)|^\s*\[\*+\]\s*$|^\s*\*+\s*$|^\s*page \d+( of \d+)?\s*$/i;

export interface LibraryCard {
  title: string | null;
  counterparty: string | null;
  riskCounts: LibraryRiskCounts | null;
  excerpt: string;
}

const comparable = (name: string) =>
  name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(inc|llc|ltd|limited|corp|corporation|co|plc|gmbh|sa|ag|bv|lp|llp)\b\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The parties other than the one the review was for; null when that cannot be told. */
export function counterpartyOf(analysis: Analysis, behalfOf: string): string | null {
  const snap = analysis.dashboard_executive_summary.contract_snapshot;
  const names = (snap.party_details.length > 0 ? snap.party_details.map((p) => p.name) : snap.parties)
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) return null;
  const us = comparable(behalfOf);
  const isUs = (name: string) => {
    const them = comparable(name);
    return us !== '' && them !== '' && (them.includes(us) || us.includes(them));
  };
  const others = names.filter((n) => !isUs(n));
  // Only when the reviewed party is recognisable among them is "the others" the counterparty.
  if (others.length === names.length || others.length === 0) return null;
  return others.slice(0, 2).join(' & ') + (others.length > 2 ? ' and others' : '');
}

function cut(text: string, max = LIBRARY_EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const slice = flat.slice(0, max - 1);
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).replace(/[,;:.\s]+$/, '')}…`;
}

/** Where the text starts after its leading filing boilerplate lines (and blank lines). */
export function bodyStart(text: string): number {
  let offset = 0;
  // A boilerplate sentence wrapped over several lines: its continuation lines are boilerplate too.
  let continues = false;
  for (const line of text.split('\n')) {
    const boilerplate = line.trim() === '' || BOILERPLATE_LINE.test(line) || continues;
    if (!boilerplate) return offset;
    continues = line.trim().length > 40 && !/[.:;]\s*$/.test(line);
    offset += line.length + 1;
  }
  return 0;
}

export const withoutLeadingBoilerplate = (text: string): string => text.slice(bodyStart(text));

/**
 * The excerpt from the first substantive clause the analysis cited (never inside the leading
 * boilerplate); else the text after the boilerplate.
 */
export function substantiveExcerpt(contractText: string, analysis: Analysis | null): string {
  const body = bodyStart(contractText);
  const starts = (analysis?.key_information_clauses_summary ?? [])
    .filter((c) => !NOT_SUBSTANTIVE.has(c.category))
    .flatMap((c) => c.spans.map((s) => s.start))
    .filter((start) => start >= body && start < contractText.length);
  return cut(contractText.slice(starts.length > 0 ? Math.min(...starts) : body));
}

export function libraryCard(input: { behalfOf: string; analysisText: string | null; contractText: string | null; storedExcerpt: string }): LibraryCard {
  const analysis = input.analysisText ? normaliseAnalysis(input.analysisText) : null;
  const excerpt = input.contractText ? substantiveExcerpt(input.contractText, analysis) : cut(withoutLeadingBoilerplate(input.storedExcerpt));
  if (!analysis) return { title: null, counterparty: null, riskCounts: null, excerpt };
  const counts = overviewCounts(riskFindings(analysis.risk_assessment_issues));
  return {
    title: analysis.dashboard_executive_summary.contract_snapshot.title_type.trim() || null,
    counterparty: counterpartyOf(analysis, input.behalfOf),
    riskCounts: { ...counts.bySeverity, total: counts.total },
    excerpt,
  };
}
