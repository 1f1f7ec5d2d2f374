/**
 * The review's rules on liability caps and exclusions, uncapped carve-outs, indemnities, warranties and disclaimers, insurance, remedies, liquidated damages and service levels: what such clauses say in general, read for the reviewed side.
 * The judge (judge.ts) reads every rule table as one list; explain-liability.ts holds their words.
 */
import type { Rule } from './rule-types';

export const LIABILITY_RULES: readonly Rule[] = [];
