/**
 * The judgements a reviewing lawyer makes of a passage, for one side: each rule says when it
 * applies (who a promise binds, protects or empowers, in which family, with which cues), how much
 * it weighs (`prior`, the score the judge ranks findings by), its base severity, and
 * what it does to the reviewed party in words. Rules are written from what clauses of each kind
 * say in general. Each area's rules sit in their own table (rules-*.ts), their words in explain-*.ts.
 */
import { ALLOCATION_RULES } from './rules-allocation';
import { COMMERCIAL_RULES } from './rules-commercial';
import { CONFIDENTIALITY_RULES } from './rules-confidentiality';
import { CONTROL_RULES } from './rules-control';
import { DERIVED_RULES } from './rules-grants-derived';
import { COVENANTS_RULES } from './rules-covenants';
import { EFFORTS_RULES } from './rules-efforts';
import { EXIT_RULES } from './rules-exit';
import { EXIT_TERMS_RULES } from './rules-exit-terms';
import { EXIT_SURVIVAL_RULES } from './rules-exit-survival';
import { EXIT_ASSIGNMENT_RULES } from './rules-exit-assignment';
import { FIRST_REFUSAL_RULES } from './rules-first-refusal';
import { LIABILITY_RULES } from './rules-liability';
import { MONEY_RULES } from './rules-money';
import { PERFORMANCE_RULES } from './rules-performance';
import { RIGHTS_RULES } from './rules-rights';
import { SCOPE_RULES } from './rules-scope';
import type { ContractFacts, Rule, RuleInput, Severity } from './rule-types';

export type { ContractFacts, Rule, RuleInput, Severity };
export { RENEWS_AUTOMATICALLY } from './rule-patterns';

/**
 * The rules, most specific first. `prior` was set by hand from how a reviewing lawyer ranks such
 * terms (a one-way exclusion of liability before a notice formality), never from one contract.
 */
export const RULES: readonly Rule[] = [
  ...ALLOCATION_RULES,
  ...LIABILITY_RULES,
  ...EXIT_RULES,
  ...EXIT_TERMS_RULES,
  ...EXIT_SURVIVAL_RULES,
  ...EXIT_ASSIGNMENT_RULES,
  ...COMMERCIAL_RULES,
  ...MONEY_RULES,
  ...COVENANTS_RULES,
  ...PERFORMANCE_RULES,
  ...RIGHTS_RULES,
  ...FIRST_REFUSAL_RULES,
  ...CONFIDENTIALITY_RULES,
  ...DERIVED_RULES,
  ...SCOPE_RULES,
  ...CONTROL_RULES,
  ...EFFORTS_RULES,
];
