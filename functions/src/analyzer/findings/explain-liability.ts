/** The words of the rules in rules-liability.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const LIABILITY_WORDS: Record<string, Explain> = {};
