/** The words of the rules in rules-efforts.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const EFFORTS_WORDS: Record<string, Explain> = {
  'other-efforts-basis': (t) => ({
    title: `${t.O} performs its part only on an efforts basis, not to a result.`,
    impact: `An efforts basis binds ${t.O} to try, not to deliver: if the work, the sale or the recovery falls short, ${t.S} has a claim only if it can prove ${t.O} did not make the effort, and no measure to hold ${t.O} to.`,
    ask: `Make ${t.O}'s part a firm commitment to the result ${t.S} is paying for (the services to the agreed standard, the quantities or dates agreed), or, where a result cannot be promised, define the efforts by the specific steps, resources and reporting ${t.O} must give, with a right for ${t.S} to terminate if they are not met.`,
  }),
};
