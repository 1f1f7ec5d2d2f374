/**
 * The playbook rule forms the built-in analyzer checks (functions/src/analyzer/playbook.ts is the
 * parser; keep the two in step). One rule per line; a leading "-", "*" or "1." is ignored, and so
 * are blank lines, lines starting with "#" and separator lines ("---"). Any other line is kept and
 * reported as "could not be checked automatically", never dropped.
 *
 * The playbooks editor and the user guide show these forms so users write playbooks the engine
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
    title: 'Require a clause',
    pattern: 'Require: <clause>',
    example: 'Require: confidentiality',
    effect: 'A high-priority playbook violation when the contract has no such clause.',
  },
  {
    title: 'Prohibit a clause',
    pattern: 'Prohibit: <clause>',
    example: 'Prohibit: non-compete',
    effect: 'A violation pointing at the clause when the contract contains it.',
  },
  {
    title: 'Focus the review',
    pattern: 'Focus on: <clause>',
    example: 'Focus on: indemnification',
    effect: 'Lists the matching clauses so you can review them closely.',
  },
  {
    title: 'Governing law',
    pattern: 'Governing law: <place>',
    example: 'Governing law: New York',
    effect: 'A violation when the contract names another law, or none.',
  },
  {
    title: 'Jurisdiction',
    pattern: 'Jurisdiction: <place>',
    example: 'Jurisdiction: New York',
    effect: 'A violation when the dispute clauses do not name that forum.',
  },
  {
    title: 'Minimum liability cap',
    pattern: 'Liability cap: at least <n> months',
    example: 'Liability cap: at least 12 months',
    effect: "A violation when the cap is below n months' fees or missing.",
  },
  {
    title: 'Maximum payment, notice or term',
    pattern: 'Payment terms | Notice period | Term: at most <duration>',
    example: 'Payment terms: at most 30 days',
    effect: 'A violation when the contract allows a longer period.',
  },
  {
    title: 'Term not allowed',
    pattern: '<auto-renewal | non-compete | exclusivity | liquidated damages | unlimited liability>: not allowed',
    example: 'Auto-renewal: not allowed',
    effect: 'A violation pointing at the clause when the contract contains it.',
  },
  {
    title: 'Mutual indemnity',
    pattern: 'Indemnity: mutual',
    example: 'Indemnity: mutual',
    effect: 'A violation when only one party indemnifies the other.',
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
    'Require: confidentiality',
    'Require: limitation of liability',
    'Liability cap: at least 12 months',
    'Indemnity: mutual',
    'Governing law: New York',
    'Payment terms: at most 30 days',
    'Notice period: at most 60 days',
    'Auto-renewal: not allowed',
    'Prohibit: non-compete',
    'Focus on: data protection',
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
    effect: 'A counter proposes the first fallback their text does not already meet (one not offered in an earlier round).',
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
export const exampleLadder = ['Liability cap: at least 12 months', '  prefer: 24 months', '  fallback: 18 months', '  walk away: 6 months'].join('\n');
