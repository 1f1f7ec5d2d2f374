/** The words of the rules in rules-authority.ts and rules-intentions.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const DUTY_WORDS: Record<string, Explain> = {
  'other-acts-in-self-name': (t) => ({
    title: `${t.O} may act, sign or contract in ${t.S}'s name.`,
    impact: `${t.S} answers to suppliers and other third parties for what ${t.O} commits it to, and a third party may hold ${t.S} to a commitment beyond the limits agreed here, on ${t.O}'s apparent authority.`,
    ask: `Limit the authority to named acts and amounts, require ${t.S}'s written approval before ${t.O} signs or commits it to anything else, make ${t.O} indemnify ${t.S} for commitments beyond that authority, and let ${t.S} revoke the authority on notice.`,
  }),
  'self-bound-by-others-paper': (t) => ({
    title: `${t.S} is bound by ${t.O}'s own policies, manual or standard terms, which are not part of the signed agreement.`,
    impact: `${t.O} writes and can change those terms, so ${t.S}'s duties can grow after signing without its agreement, and ${t.S} can be in breach of rules it has not seen.`,
    ask: `Attach the version that applies as a schedule, and provide that a later change binds ${t.S} only if it agrees in writing (or, at least, on 60 days' notice with a right to terminate without penalty), with this agreement prevailing over any conflict.`,
  }),
  'other-intention-only': (t) => ({
    title: `${t.O} is not bound here: the clause states only a goal, an intention, an expectation or a request, not a promise.`,
    impact: `A goal or a request binds nobody: if ${t.O} does otherwise, ${t.S} has no claim, although it may have agreed to the rest of the deal counting on it.`,
    ask: `Turn the goal into a covenant: "${t.O} shall ..." with a date or a measure ${t.S} can check, and a remedy (a right to terminate or to be compensated) if ${t.O} does not meet it.`,
  }),
};
