/**
 * The review's rules on confidentiality, IP ownership and licence scope, exclusivity, non-compete and non-solicit, governing law and disputes, data protection: what such clauses say in general, read for the reviewed side.
 * The judge (judge.ts) reads every rule table as one list; explain-covenants.ts holds their words.
 */
import type { Rule } from './rule-types';

export const COVENANTS_RULES: readonly Rule[] = [];
