/** The words of the rules in rules-money.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const MONEY_WORDS: Record<string, Explain> = {};
