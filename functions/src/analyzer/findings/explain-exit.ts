/** The words of the rules in rules-exit.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const EXIT_WORDS: Record<string, Explain> = {};
