/**
 * Focus areas named in plain language ("Focus on IP assignment and confidentiality", a playbook's
 * free text "We care most about liability and termination"): each topic becomes a focus area that
 * the summary answers first and explicitly, including "not found in this contract". Topics are
 * read from a fixed lexicon; nothing in the text is executed.
 */
import type { CategorizedRisk, KeyClause } from '../../../../shared/schemas/analysis';

export interface Topic {
  /** How the user said it, for "You asked about ...". */
  label: string;
  /** Categories that answer it (CUAD ids and their general fallbacks). */
  categories: string[];
}

const LEXICON: { re: RegExp; label: string; categories: string[] }[] = [
  {
    re: /\b(?:ip|intellectual\s+property)\s+(?:assignment|ownership|rights?\s+assignment)|\bownership\s+of\s+(?:the\s+)?(?:ip|intellectual\s+property|work\s+product|deliverables)|\bwork\s+(?:product|made\s+for\s+hire)|\bassignment\s+of\s+(?:ip|intellectual\s+property|inventions)/i,
    label: 'IP assignment',
    categories: ['ip-ownership-assignment', 'joint-ip-ownership', 'intellectual-property'],
  },
  {
    re: /\bconfidential(?:ity)?\b|\bnon-?disclosure\b|\bnda\b/i,
    label: 'confidentiality',
    categories: ['confidentiality'],
  },
  {
    re: /\bliabilit(?:y|ies)\b|\bliability\s+cap\b|\bcap\s+on\s+liability\b/i,
    label: 'liability',
    categories: ['cap-on-liability', 'uncapped-liability', 'limitation-of-liability'],
  },
  { re: /\bindemnit(?:y|ies)\b|\bindemnif\w*/i, label: 'indemnities', categories: ['indemnification'] },
  {
    re: /\bterminat(?:ion|e)\b/i,
    label: 'termination',
    categories: ['termination-for-convenience', 'termination-for-cause', 'term', 'post-termination-services'],
  },
  {
    re: /\b(?:auto(?:matic)?[-\s]?)?renewals?\b/i,
    label: 'renewal',
    categories: ['renewal-term', 'notice-period-to-terminate-renewal'],
  },
  { re: /\bpayments?\b|\bfees\b|\binvoic\w+/i, label: 'payment', categories: ['payment-terms'] },
  { re: /\bnon-?compet\w*|\bcompetition\b/i, label: 'non-compete', categories: ['non-compete'] },
  { re: /\bexclusiv\w*/i, label: 'exclusivity', categories: ['exclusivity'] },
  { re: /\bchange\s+of\s+control\b/i, label: 'change of control', categories: ['change-of-control'] },
  {
    re: /\bassign(?:ment|ability)\s+of\s+(?:the\s+)?(?:contract|agreement)|\banti-?assignment\b/i,
    label: 'assignment',
    categories: ['anti-assignment', 'assignment'],
  },
  {
    re: /\bdata\s+protection\b|\bprivacy\b|\bgdpr\b|\bpersonal\s+data\b/i,
    label: 'data protection',
    categories: ['data-protection'],
  },
  {
    re: /\bgoverning\s+law\b|\bjurisdiction\b|\bchoice\s+of\s+law\b/i,
    label: 'governing law',
    categories: ['governing-law', 'dispute-resolution'],
  },
  { re: /\bwarrant(?:y|ies)\b/i, label: 'warranties', categories: ['warranties', 'warranty-duration'] },
  { re: /\baudits?\b/i, label: 'audit rights', categories: ['audit-rights'] },
  { re: /\binsurance\b/i, label: 'insurance', categories: ['insurance'] },
  {
    re: /\bnon-?solicit\w*|\bsolicitation\b/i,
    label: 'non-solicitation',
    categories: ['no-solicit-of-customers', 'no-solicit-of-employees', 'non-solicitation'],
  },
  {
    re: /\blicen[cs]e\b/i,
    label: 'the licence',
    categories: ['license-grant', 'non-transferable-license', 'irrevocable-or-perpetual-license'],
  },
  {
    re: /\bliquidated\s+damages\b|\bpenalt(?:y|ies)\b/i,
    label: 'liquidated damages',
    categories: ['liquidated-damages'],
  },
  { re: /\bmost[-\s]favou?red\b|\bmfn\b/i, label: 'most-favoured-nation terms', categories: ['most-favored-nation'] },
];

/** The topics named in the instructions and playbook text, in the order first named. */
export function findTopics(...texts: (string | null | undefined)[]): Topic[] {
  const all = texts.filter((t): t is string => !!t).join('\n');
  const found: { at: number; topic: Topic }[] = [];
  for (const t of LEXICON) {
    const m = t.re.exec(all);
    if (m) found.push({ at: m.index, topic: { label: t.label, categories: t.categories } });
  }
  // "IP assignment" also says "assignment": keep the more specific topic only.
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.topic)
    .filter((t, _, arr) => !(t.label === 'assignment' && arr.some((o) => o.label === 'IP assignment')));
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "You asked about IP assignment: Section 4.1: Customer assigns ... (high risk)." or "... not found in this contract." */
export function answerTopic(topic: Topic, keyClauses: readonly KeyClause[], risks: readonly CategorizedRisk[]): string {
  const rs = risks.filter((r) => topic.categories.includes(r.category));
  if (rs.length > 0) {
    const parts = rs
      .slice(0, 2)
      .map(
        (r) =>
          `${r.relevant_clause_reference && r.relevant_clause_reference !== 'General' ? `${r.relevant_clause_reference}: ` : ''}${r.risk_description.replace(/\.$/, '')}${r.severity ? ` (${r.severity} risk)` : ''}`,
      );
    return `You asked about ${topic.label}: ${parts.join('; ')}.`;
  }
  const ks = keyClauses.filter((k) => topic.categories.includes(k.category));
  if (ks.length > 0) {
    const k = ks[0]!;
    return `You asked about ${topic.label}: ${k.relevant_clause_reference}: ${k.plain_language_summary.replace(/\.$/, '')}; no one-sided risk was found in it.`;
  }
  return `You asked about ${topic.label}: not found in this contract${topic.label === 'IP assignment' ? ' (no clause assigns intellectual property)' : ''}.`;
}

export { cap as capitalise };
