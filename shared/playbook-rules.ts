/**
 * The playbook positions the built-in analyzer checks (functions/src/analyzer/playbook/ reads them:
 * grammar.ts for the written forms, plain.ts for plain English; keep the three in step). A
 * playbook may be written as lines, semicolons, sentences, numbered or bulleted lists or a Word
 * document; headings give the lines under them their topic. Every statement is answered in the
 * report as met, violated (with the clause) or not checkable (with the reason), never dropped.
 *
 * The playbooks editor and the user guide show these forms so users write positions the engine
 * can actually verify.
 */

export interface PlaybookRuleForm {
  /** What the rule checks, in a few words. */
  title: string;
  /** The line pattern; words in angle brackets are placeholders. */
  pattern: string;
  /** A line the analyzer recognises. */
  example: string;
  /** What the analysis reports when the rule is broken. */
  effect: string;
}

export const playbookRuleForms: readonly PlaybookRuleForm[] = [
  {
    title: 'No uncapped liability',
    pattern: 'We never accept uncapped liability',
    example: 'We never accept uncapped liability',
    effect: 'A violation when no cap limits your liability, or the cap leaves indemnities or confidentiality uncapped.',
  },
  {
    title: 'Liability cap',
    pattern: 'Cap at least <n> months of fees',
    example: 'Cap at least 12 months of fees',
    effect:
      "A violation when the cap is below n months' fees or missing; a fixed-sum cap is reported as not checkable.",
  },
  {
    title: 'Governing law',
    pattern: '<place> law',
    example: 'New York law',
    effect: 'A violation, citing the clause, when the contract names another law or none.',
  },
  {
    title: 'Courts',
    pattern: 'Courts of <place>',
    example: 'Courts of New York',
    effect: 'A violation when the dispute clauses send disputes elsewhere.',
  },
  {
    title: 'Restrictions on you',
    pattern: 'No <exclusivity | non-compete | non-solicit | liquidated damages>',
    example: 'No non-compete binding us',
    effect: 'A violation when the restriction binds your side; one that binds only the other side is met.',
  },
  {
    title: 'Automatic renewal',
    pattern: "No auto-renewal [over <n> days' notice]",
    example: "No auto-renewal over 30 days' notice",
    effect: 'A violation when the contract renews automatically (with a longer notice period than n days).',
  },
  {
    title: 'Payment period',
    pattern: 'Payment at least | at most <n> days',
    example: 'Payment at least 30 days',
    effect: 'A violation when a payment period of the contract is shorter (or longer) than n days.',
  },
  {
    title: 'Indemnities',
    pattern: 'Mutual indemnity only',
    example: 'Mutual indemnity only',
    effect: 'A violation when you indemnify and the other side gives no indemnity in return.',
  },
  {
    title: 'Require a clause',
    pattern: 'Require <clause>',
    example: 'Require confidentiality',
    effect: 'A high-priority playbook violation when the contract has no such clause.',
  },
  {
    title: 'Focus the review',
    pattern: 'Focus on <topics>',
    example: 'Focus on termination rights and liability',
    effect: 'A section per topic at the top of the report that judges its clauses for your side.',
  },
];

/** Clause names the analyzer understands in Require / Prohibit / Focus on (a selection). */
export const playbookClauseExamples: readonly string[] = [
  'confidentiality',
  'indemnification',
  'limitation of liability',
  'governing law',
  'termination',
  'auto-renewal',
  'non-compete',
  'exclusivity',
  'data protection',
  'IP ownership',
  'audit rights',
  'change of control',
  'warranties',
  'payment terms',
];

/** A complete playbook built only from recognised rule forms ("Insert example"). */
export const examplePlaybook = {
  name: 'Standard vendor agreement',
  content: [
    '# Standard vendor agreement: our positions',
    'Liability',
    '- We never accept uncapped liability.',
    '- Cap at least 12 months of fees.',
    '- Mutual indemnity only.',
    'Commercial terms',
    '- Payment at least 30 days.',
    "- No auto-renewal over 30 days' notice.",
    '- No non-compete or exclusivity binding us.',
    'Law',
    '- New York law.',
    '- Require confidentiality.',
    'Focus on data protection.',
  ].join('\n'),
} as const;

/**
 * Negotiating positions (docs/playbook-rules.md, "Positions for the other side's changes"): lines
 * under a rule that say how far to move when the other side changes it, and positions saved from
 * decisions. The analysis of the contract reads the rule line only; the judge of their changes
 * reads these (functions/src/analyzer/negotiation/positions.ts).
 */
export const playbookPositionForms: readonly PlaybookRuleForm[] = [
  {
    title: 'Preferred position',
    pattern: 'prefer: <value>  (indented under a rule)',
    example: 'prefer: 24 months',
    effect: 'Their change is accepted when their text meets it. Without it, the rule line is the preferred position.',
  },
  {
    title: 'Fallbacks, in order',
    pattern: 'fallback: <value>  (one line each)',
    example: 'fallback: 18 months',
    effect:
      'A counter proposes the first fallback their text does not already meet (one not offered in an earlier round).',
  },
  {
    title: 'Walk-away',
    pattern: 'walk away: <value>',
    example: 'walk away: 6 months',
    effect: 'The last position offered; beyond it their change is refused.',
  },
  {
    title: 'Saved position',
    pattern: 'When they propose | delete "<text>": accept | refuse | counter with "<text>" — <reason>',
    example: 'When they propose "Provider may suspend the Service at any time": refuse — we need notice first',
    effect: 'Decides for their changes with these words; saved from the results page’s "Their changes".',
  },
];

/** A ladder as the help shows it: the rule line, then its positions indented. */
export const exampleLadder = [
  'Liability cap: at least 12 months',
  '  prefer: 24 months',
  '  fallback: 18 months',
  '  walk away: 6 months',
].join('\n');
