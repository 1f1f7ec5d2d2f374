/** The words of the rules in rules-exit-assignment.ts: who may pass the agreement on when a business is sold, and what to ask for. */
import type { Explain } from './explain-types';

export const EXIT_ASSIGNMENT_WORDS: Record<string, Explain> = {
  'control-change-not-assignment': (t) => ({
    title: `A merger or change of control of ${t.O} is not an assignment, so ${t.O} may pass to any buyer without ${t.S}'s consent.`,
    impact: `The bar on assignment does not reach a sale of ${t.O}'s shares or business: ${t.S} may find itself dealing with an owner it never chose, a competitor among them, with no right to object or to leave.`,
    ask: `Treat a change of control of ${t.O} as an assignment needing ${t.S}'s consent, or give ${t.S} a right to terminate on written notice if ${t.O} is acquired by its competitor.`,
  }),
  'other-assigns-on-sale': (t) => ({
    title: `${t.O} may assign the agreement without ${t.S}'s consent on a merger or a sale of its business; ${t.S} has no such right.`,
    impact: `${t.S} may find itself bound to a buyer it never chose, a competitor among them, and has no like way to pass the agreement on when its own business changes hands.`,
    ask: `Make the exception mutual, and require written notice of the assignment, the buyer's written assumption of every obligation, and a right for ${t.S} to terminate if the buyer is its competitor.`,
  }),
};
