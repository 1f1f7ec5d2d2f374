/** The words of the rules in rules-covenants.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const COVENANTS_WORDS: Record<string, Explain> = {};
