/**
 * What a library card shows of an analysed contract, read from its analysis:
 * the contract type as the title, the counterparty (the party the review was not for), risk counts
 * by severity (the results page's merged findings, so both pages agree), and an excerpt that starts
 * at the first substantive clause the analysis cited, not at SEC filing boilerplate. Pure.
 */
import { overviewCounts, riskFindings } from '../../../../shared/analysis-findings';
import { normaliseAnalysis, type Analysis } from '../../../../shared/schemas/analysis';
import type { LibraryRiskCounts } from '../../../../shared/schemas/library';

export const LIBRARY_EXCERPT_CHARS = 150;

/** Clauses that are facts about the document, not terms to read first. */
const NOT_SUBSTANTIVE = new Set([
  'document-name',
  'parties',
  'agreement-date',
  'effective-date',
  'expiration-date',
  'definitions',
  'notices',
  'other',
]);

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

/**
 * A party name as the card shows it: a name written twice in a row ("NETGEAR NETGEAR", "Acme Inc.
 * Acme" — a title block and a preamble run together) once, and a role in parentheses dropped
 * (the role is the subtitle's business, and "Ingram Micro (Distributor)" is the same party as
 * "Ingram Micro").
 */
const CONNECTOR = /^(?:&|and|und|et|y|\+)$/i;

export function cleanPartyName(name: string): string {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  // The longest head that the rest repeats ("NETGEAR, Inc." in "NETGEAR, Inc. NETGEAR"); a head
  // next to a connector is half of a name such as "Johnson & Johnson", not a repetition.
  for (let k = words.length - 1; k >= 1; k--) {
    const head = words.slice(0, k).join(' ');
    if (CONNECTOR.test(words[k - 1]!) || CONNECTOR.test(words[k]!)) continue;
    if (comparable(head) !== '' && comparable(head) === comparable(words.slice(k).join(' ')))
      return head.replace(/[,;]+$/, '');
  }
  return words.join(' ');
}

/**
 * The parties other than the one the review was for, each once; null when that cannot be told.
 * The analysis may list a party twice or repeat a name inside one entry; neither reaches the card.
 */
export function counterpartyOf(analysis: Analysis, behalfOf: string): string | null {
  const snap = analysis.dashboard_executive_summary.contract_snapshot;
  const listed = (snap.party_details.length > 0 ? snap.party_details.map((p) => p.name) : snap.parties).map(
    cleanPartyName,
  );
  const names: string[] = [];
  for (const name of listed)
    if (comparable(name) !== '' && !names.some((n) => comparable(n) === comparable(name))) names.push(name);
  if (names.length === 0) return null;
  const us = comparable(behalfOf);
  const isUs = (name: string) => {
    const them = comparable(name);
    return us !== '' && (them.includes(us) || us.includes(them));
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

/** An address or signature block line: where a notice goes or who signed, not what was agreed. */
const BLOCK_LINE =
  /\bP\.?\s?O\.?\s+Box\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|^\s*(?:By|Name|Title|Date|Attn|Attention|Tel|Telephone|Fax|E-?mail|Signature)\s*[:.]|\(authorized signature\)|\(type or print\)/im;

/**
 * Whether a cited passage reads as a clause: the analysis sometimes cites a span that starts in
 * a notices address block or a signature block (the words "insurance" or "Distributor" occur
 * there too), and an excerpt starting at "P.O. BOX 25125 SANTA ANA, CA" says nothing about the
 * contract. A clause has a line of prose (six words or more) near its start and no address or
 * signature lines before it.
 */
export function readsAsClause(text: string, start: number): boolean {
  const window = text.slice(start, start + 240);
  const lines = window.split('\n');
  const prose = lines.findIndex((line) => line.trim().split(/\s+/).length >= 6 && /[a-z]/i.test(line));
  if (prose < 0) return false;
  return !BLOCK_LINE.test(lines.slice(0, prose + 1).join('\n'));
}

/**
 * The excerpt from the first substantive clause the analysis cited (never inside the leading
 * boilerplate, never an address or signature block); else the text after the boilerplate.
 */
export function substantiveExcerpt(contractText: string, analysis: Analysis | null): string {
  const body = bodyStart(contractText);
  const starts = (analysis?.key_information_clauses_summary ?? [])
    .filter((c) => !NOT_SUBSTANTIVE.has(c.category))
    .flatMap((c) => c.spans.map((s) => s.start))
    .filter((start) => start >= body && start < contractText.length)
    .sort((a, b) => a - b);
  const first = starts.find((start) => readsAsClause(contractText, start));
  return cut(contractText.slice(first ?? body));
}

export function libraryCard(input: {
  behalfOf: string;
  analysisText: string | null;
  contractText: string | null;
  storedExcerpt: string;
}): LibraryCard {
  const analysis = input.analysisText ? normaliseAnalysis(input.analysisText) : null;
  const excerpt = input.contractText
    ? substantiveExcerpt(input.contractText, analysis)
    : cut(withoutLeadingBoilerplate(input.storedExcerpt));
  if (!analysis) return { title: null, counterparty: null, riskCounts: null, excerpt };
  const counts = overviewCounts(riskFindings(analysis.risk_assessment_issues));
  return {
    title: analysis.dashboard_executive_summary.contract_snapshot.title_type.trim() || null,
    counterparty: counterpartyOf(analysis, input.behalfOf),
    riskCounts: { ...counts.bySeverity, total: counts.total },
    excerpt,
  };
}
