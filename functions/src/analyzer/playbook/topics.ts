/**
 * Topics named in plain language ("Focus on IP assignment and confidentiality", "We care most
 * about liability and termination"): each becomes a focus section (focus.ts) that the summary
 * answers first, including "not found in this contract". Topics are read from a fixed lexicon;
 * nothing in the text is executed.
 */
export interface Topic {
  /** How the user said it, for "You asked about ...". */
  label: string;
  /** Categories that answer it (CUAD ids and their general fallbacks). */
  categories: string[];
  /** The review's clause families that answer it (findings/topics.ts). */
  families: string[];
}

const LEXICON: { re: RegExp; label: string; families: string[]; categories: string[] }[] = [
  {
    re: /\b(?:ip|intellectual\s+property)\s+(?:assignment|ownership|rights?\s+assignment)|\bownership\s+of\s+(?:the\s+)?(?:ip|intellectual\s+property|work\s+product|deliverables)|\bwork\s+(?:product|made\s+for\s+hire)|\bassignment\s+of\s+(?:ip|intellectual\s+property|inventions)/i,
    label: 'IP assignment',
    families: ['ip-ownership'],
    categories: ['ip-ownership-assignment', 'joint-ip-ownership', 'intellectual-property'],
  },
  {
    re: /\bconfidential(?:ity)?\b|\bnon-?disclosure\b|\bnda\b/i,
    label: 'confidentiality',
    families: ['confidentiality'],
    categories: ['confidentiality'],
  },
  {
    re: /\bliabilit(?:y|ies)\b|\bliability\s+cap\b|\bcap\s+on\s+liability\b/i,
    label: 'liability',
    families: ['liability-cap'],
    categories: ['cap-on-liability', 'uncapped-liability', 'limitation-of-liability'],
  },
  {
    re: /\bindemnit(?:y|ies)\b|\bindemnif\w*/i,
    label: 'indemnities',
    families: ['indemnity'],
    categories: ['indemnification'],
  },
  {
    re: /\bterminat(?:ion|e)\b/i,
    label: 'termination',
    families: ['termination'],
    categories: ['termination-for-convenience', 'termination-for-cause', 'term', 'post-termination-services'],
  },
  {
    re: /\b(?:auto(?:matic)?[-\s]?)?renewals?\b/i,
    label: 'renewal',
    families: ['renewal'],
    categories: ['renewal-term', 'notice-period-to-terminate-renewal'],
  },
  {
    re: /\bpayments?\b|\bfees\b|\binvoic\w+/i,
    label: 'payment',
    families: ['payment', 'pricing'],
    categories: ['payment-terms'],
  },
  {
    re: /\bnon-?compet\w*|\bcompetition\b/i,
    label: 'non-compete',
    families: ['non-compete'],
    categories: ['non-compete'],
  },
  { re: /\bexclusiv\w*/i, label: 'exclusivity', families: ['exclusivity'], categories: ['exclusivity'] },
  {
    re: /\bchange\s+of\s+control\b/i,
    label: 'change of control',
    families: ['change-of-control'],
    categories: ['change-of-control'],
  },
  {
    re: /\bassign(?:ment|ability)\s+of\s+(?:the\s+)?(?:contract|agreement)|\banti-?assignment\b/i,
    label: 'assignment',
    families: ['assignment'],
    categories: ['anti-assignment', 'assignment'],
  },
  {
    re: /\bdata\s+protection\b|\bprivacy\b|\bgdpr\b|\bpersonal\s+data\b/i,
    label: 'data protection',
    families: ['data-protection'],
    categories: ['data-protection'],
  },
  {
    re: /\bgoverning\s+law\b|\bjurisdiction\b|\bchoice\s+of\s+law\b/i,
    label: 'governing law',
    families: ['governing-law', 'dispute-resolution'],
    categories: ['governing-law', 'dispute-resolution'],
  },
  {
    re: /\bwarrant(?:y|ies)\b/i,
    label: 'warranties',
    families: ['warranty'],
    categories: ['warranties', 'warranty-duration'],
  },
  { re: /\baudits?\b/i, label: 'audit rights', families: ['audit'], categories: ['audit-rights'] },
  { re: /\binsurance\b/i, label: 'insurance', families: ['insurance'], categories: ['insurance'] },
  {
    re: /\bnon-?solicit\w*|\bsolicitation\b/i,
    label: 'non-solicitation',
    families: ['non-solicit'],
    categories: ['no-solicit-of-customers', 'no-solicit-of-employees', 'non-solicitation'],
  },
  {
    re: /\blicen[cs]e\b/i,
    label: 'the licence',
    families: ['licence-scope'],
    categories: ['license-grant', 'non-transferable-license', 'irrevocable-or-perpetual-license'],
  },
  {
    re: /\bliquidated\s+damages\b|\bpenalt(?:y|ies)\b/i,
    label: 'liquidated damages',
    families: ['liquidated-damages'],
    categories: ['liquidated-damages'],
  },
  {
    re: /\bmost[-\s]favou?red\b|\bmfn\b/i,
    label: 'most-favoured-nation terms',
    families: ['most-favoured'],
    categories: ['most-favored-nation'],
  },
];

/** The topics named in the instructions and playbook text, in the order first named. */
export function findTopics(...texts: (string | null | undefined)[]): Topic[] {
  const all = texts.filter((t): t is string => !!t).join('\n');
  const found: { at: number; topic: Topic }[] = [];
  for (const t of LEXICON) {
    const m = t.re.exec(all);
    if (m) found.push({ at: m.index, topic: { label: t.label, categories: t.categories, families: t.families } });
  }
  // "IP assignment" also says "assignment": keep the more specific topic only.
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.topic)
    .filter((t, _, arr) => !(t.label === 'assignment' && arr.some((o) => o.label === 'IP assignment')));
}
