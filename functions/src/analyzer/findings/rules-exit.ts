/**
 * The review's rules on termination and cure, renewal and notice, change of control and assignment: what such clauses say in general, read for the reviewed side.
 * The judge (judge.ts) reads every rule table as one list; explain-exit.ts holds their words.
 */
import type { Rule } from './rule-types';

export const EXIT_RULES: readonly Rule[] = [];
