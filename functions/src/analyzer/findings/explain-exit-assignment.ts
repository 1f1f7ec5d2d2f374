/** The words of the rules in rules-exit-assignment.ts: who may pass the agreement on when a business is sold, and what to ask for. */
import type { Explain } from './explain-types';

export const EXIT_ASSIGNMENT_WORDS: Record<string, Explain> = {
  'other-assigns-on-sale': (t) => ({
    title: `${t.O} may assign the agreement without ${t.S}'s consent on a merger or a sale of its business; ${t.S} has no such right.`,
    impact: `${t.S} may find itself bound to a buyer it never chose, a competitor among them, and has no like way to pass the agreement on when its own business changes hands.`,
    ask: `Make the exception mutual, and require written notice of the assignment, the buyer's written assumption of every obligation, and a right for ${t.S} to terminate if the buyer is its competitor.`,
  }),
};
