/** The words of the rules in rules-gap-*.ts: what each gap in the deal does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const GAP_WORDS: Record<string, Explain> = {
  'agreement-to-agree': (t) => ({
    title: `A term of the deal is left for the parties to agree later.`,
    impact: `An agreement to agree is unenforceable: nothing obliges ${t.O} to accept any particular term, so ${t.S} cannot rely on the term until it is settled and may be held to the rest of the deal without it.`,
    ask: `Settle the term now, or state what applies if it is not agreed by a fixed date (a price formula, the existing terms, a named expert or a right for ${t.S} to terminate).`,
    list: 'ambiguity',
  }),
};
