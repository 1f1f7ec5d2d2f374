/**
 * What the review checked: each clause family a first-pass review judges, as judged (its clauses
 * were read for the reviewed side), not present in the contract, or not assessed and why. The
 * summary may only say that no material risks were found when every family present was judged.
 */
import type { CoverageItem } from '../../../../shared/schemas/analysis-review';
import type { Judged, Passage } from './judge';
import type { Family } from './topics';

interface CoverageFamily {
  id: string;
  label: string;
  /** The families of topics.ts (and of the rules) this coverage line stands for. */
  families: readonly (Family | 'other')[];
  /** Wording that shows the family is present even when the topic words are too broad. */
  present?: RegExp;
}

export const COVERAGE_FAMILIES: readonly CoverageFamily[] = [
  {
    id: 'liability-cap',
    label: 'Liability caps and exclusions',
    families: ['liability-cap', 'remedies'],
    present:
      /\bliab(?:le|ility)\b[^.;]{0,200}\b(?:exceed|limited|exclu|in\s+no\s+event)|\bin\s+no\s+event\b[^.;]{0,120}\bliab|\bconsequential\s+damages/i,
  },
  {
    id: 'uncapped-liability',
    label: 'Uncapped liabilities and carve-outs',
    families: [],
    present:
      /\bunlimited\s+liabilit|\bliabilit\w*[^.;]{0,80}\bunlimited\b|\b(?:limitation|exclusion|cap)s?\s+(?:of\s+liability\s+)?(?:\w+\s+){0,4}(?:shall|will|does|do)\s+not\s+apply|\bexcept\s+(?:for\s+)?(?:[\w']+\s+){0,2}(?:obligations?|liabilit(?:y|ies)|indemnit(?:y|ies)|breach\w*)\s+(?:under|pursuant\s+to|set\s+forth\s+in|of)\b(?:[^.;]|\.(?=\d)){0,120}\b(?:in\s+no\s+event|shall\s+not\s+exceed|limited\s+to)/i,
  },
  { id: 'indemnity', label: 'Indemnities', families: ['indemnity'] },
  { id: 'warranty', label: 'Warranties and disclaimers', families: ['warranty'] },
  { id: 'termination', label: 'Termination and cure', families: ['termination'] },
  { id: 'renewal', label: 'Renewal and notice', families: ['renewal'] },
  { id: 'exclusivity', label: 'Exclusivity', families: ['exclusivity'] },
  {
    id: 'restrictive',
    label: 'Non-compete and non-solicit',
    families: ['non-compete', 'non-solicit'],
    present: /\bnon-?compet|\bnot\b[^.;]{0,80}\bcompet|\bsolicit|\bhire\b/i,
  },
  { id: 'ip', label: 'IP ownership and licence scope', families: ['ip-ownership', 'licence-scope'] },
  { id: 'payment', label: 'Payment and pricing', families: ['payment', 'pricing'] },
  {
    id: 'minimum-commitment',
    label: 'Minimum commitments',
    families: ['minimum-commitment'],
    present: /\bminimum\b|\bforecast|\bquota/i,
  },
  { id: 'transfer', label: 'Change of control and assignment', families: ['assignment', 'change-of-control'] },
  { id: 'confidentiality', label: 'Confidentiality', families: ['confidentiality'] },
  {
    id: 'audit',
    label: 'Audit',
    families: ['audit'],
    present: /\baudit|\bbooks\s+and\s+records|\binspect\w*\s+(?:the\s+)?(?:books|records)/i,
  },
  { id: 'insurance', label: 'Insurance', families: ['insurance'] },
  {
    id: 'liquidated-damages',
    label: 'Liquidated damages',
    families: ['liquidated-damages'],
    present: /\bliquidated\s+damages|\bpenalt/i,
  },
  { id: 'law-disputes', label: 'Governing law and disputes', families: ['governing-law', 'dispute-resolution'] },
];

export interface CoverageInput {
  passages: readonly Passage[];
  findings: readonly Judged[];
  /** The reviewed side: the label findings use, or undefined when the request names no party. */
  selfLabel?: string;
  /** Why nothing could be judged (a request for a non-party), when that is so. */
  notAssessed?: string;
  /** Families the text leaves to terms it incorporates but does not contain. */
  incorporated?: ReadonlyMap<string, string>;
  text: string;
}

export function coverageOf(c: CoverageInput): CoverageItem[] {
  return COVERAGE_FAMILIES.map((fam) => {
    const inFamily = (families: readonly string[]) =>
      families.some((f) => (fam.families as readonly string[]).includes(f));
    const read = c.passages.filter(
      (p) => inFamily(p.families) && (!fam.present || fam.present.test(c.text.slice(p.start, p.end))),
    );
    const explicit = fam.present ? c.passages.filter((p) => fam.present!.test(c.text.slice(p.start, p.end))) : [];
    const clauses = read.length || explicit.length;
    const found = c.findings.filter(
      (j) => inFamily([j.rule.family]) || (j.rule.family === 'other' && inFamily(j.passage.families.slice(0, 1))),
    ).length;
    const base = { family: fam.id, label: fam.label, findings: found };
    if (c.notAssessed) return { ...base, status: 'not_assessed' as const, detail: c.notAssessed };
    // A finding of the family is a clause of it, whatever the passage counts say: never "no clause on
    // this" beside a finding on it.
    if (clauses === 0 && found > 0)
      return {
        ...base,
        status: 'judged' as const,
        detail: `${found} finding${found === 1 ? '' : 's'} for ${c.selfLabel ?? 'the reviewed party'}.`,
      };
    if (clauses === 0) {
      const via = c.incorporated?.get(fam.id);
      return via
        ? { ...base, status: 'not_assessed' as const, detail: `Left to ${via}, which is not in the text reviewed.` }
        : { ...base, status: 'not_present' as const, detail: 'No clause on this in the contract.' };
    }
    const n = `${clauses} passage${clauses === 1 ? '' : 's'} read`;
    return {
      ...base,
      status: 'judged' as const,
      detail: found
        ? `${n}; ${found} finding${found === 1 ? '' : 's'} for ${c.selfLabel ?? 'the reviewed party'}.`
        : `${n}; nothing found that burdens ${c.selfLabel ?? 'the reviewed party'}.`,
    };
  });
}
