/**
 * The review's rules on payment, pricing, minimum commitments, most-favoured terms, acceptance and audit of the reviewed party: what such clauses say in general, read for the reviewed side.
 * The judge (judge.ts) reads every rule table as one list; explain-money.ts holds their words.
 */
import type { Rule } from './rule-types';

export const MONEY_RULES: readonly Rule[] = [];
