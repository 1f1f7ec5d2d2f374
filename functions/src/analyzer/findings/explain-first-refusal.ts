/** The words of the rule in rules-first-refusal.ts: what the preference does to the side that grants it, and what to ask for. */
import type { Explain } from './explain-types';

export const FIRST_REFUSAL_WORDS: Record<string, Explain> = {
  'self-grants-first-right': (t) => ({
    title: t.harsh
      ? `${t.S} gives ${t.O} a first right (refusal, offer or negotiation) over a sale of its shares, business or assets${t.period ? ` (${t.period})` : ''}.`
      : `${t.S} gives ${t.O} a first right (refusal, offer or negotiation) before it may deal with others${t.period ? ` (${t.period})` : ''}.`,
    impact: t.harsh
      ? `Any buyer or investor must wait for ${t.O}'s answer and may see its offer matched, which deters bids and can delay or block a sale or financing of ${t.S}.`
      : `${t.S} must offer ${t.O} the deal first and wait for its answer before it may sell, license or develop elsewhere; third parties are slower to bid on what ${t.O} may take, and the procedure invites dispute if its terms are not fixed.`,
    ask: `Limit the right to a short written-response period (for example 15 business days) on stated terms, to the assets or products named in the agreement and to the term only, let ${t.S} deal freely with anyone once ${t.O} declines or is silent, and end the right if ${t.O} is in breach or undergoes a change of control.`,
  }),
};
