/**
 * What outlives the agreement, read for the reviewed side: a survival clause that lists the sections
 * surviving the end and leaves out the indemnity or the duty of confidence protecting the reviewed
 * side (survival-gaps.ts reads the list against the contract's section headings). The judge
 * (judge.ts) reads this table with the others; explain-exit-survival.ts holds the words.
 */
import type { GapKind } from './survival-gaps';
import type { Rule, RuleInput } from './rule-types';

/** The offset of the survival list in the passage when it leaves out a section of `kind` protecting the reviewed side. */
function leavesOut(p: RuleInput, kind: GapKind): number {
  for (const g of p.contract.survivalGaps ?? [])
    if (g.kind === kind && g.text === p.text && g.protects.includes('self')) return g.at;
  return -1;
}

export const EXIT_SURVIVAL_RULES: readonly Rule[] = [
  {
    id: 'indemnity-not-surviving',
    family: 'indemnity',
    prior: 1.0,
    severity: 'medium',
    despite: ['survival'],
    match: (p) => leavesOut(p, 'indemnity'),
  },
  {
    id: 'confidentiality-not-surviving',
    family: 'confidentiality',
    prior: 0.9,
    severity: 'medium',
    despite: ['survival'],
    match: (p) => leavesOut(p, 'confidentiality'),
  },
];
