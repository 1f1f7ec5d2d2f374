/**
 * The judgements a reviewing lawyer makes of a passage, for one side: each rule says when it
 * applies (who a promise binds, protects or empowers, in which family, with which cues), how much
 * it weighs before any training (`prior`, on the ranker's log-odds scale), its base severity, and
 * what it does to the reviewed party in words. Rules are written from what clauses of each kind
 * say in general; the trained ranker (ranker.ts) only re-weighs them.
 */
import { ALLOCATION_RULES } from './rules-allocation';
import { COMMERCIAL_RULES } from './rules-commercial';
import type { ContractFacts, Rule, RuleInput, Severity } from './rule-types';

export type { ContractFacts, Rule, RuleInput, Severity };
export { RENEWS_AUTOMATICALLY } from './rule-patterns';

/**
 * The rules, most specific first. `prior` was set by hand from how a reviewing lawyer ranks such
 * terms (a one-way exclusion of liability before a notice formality), never from one contract.
 */
export const RULES: readonly Rule[] = [...ALLOCATION_RULES, ...COMMERCIAL_RULES];
