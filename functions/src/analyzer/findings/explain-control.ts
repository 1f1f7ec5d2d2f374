/** The words of the rules in rules-control.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const CONTROL_WORDS: Record<string, Explain> = {
  'other-has-last-word': (t) => ({
    title: `${t.O} has the last word: where the parties disagree, or on the matters this clause names, ${t.O}'s decision prevails and binds ${t.S}.`,
    impact: `${t.S} can be outvoted or overruled on matters it shares or pays for, with no route to an independent decision; a deadlock always resolves in ${t.O}'s favour, even where its interest differs from ${t.S}'s.`,
    ask: `Limit ${t.O}'s deciding say to the matters it alone bears, require it to decide reasonably and in good faith after consulting ${t.S}, keep any change to ${t.S}'s costs, obligations or timelines out of it, and send other deadlocks to senior executives and then to an independent expert or arbitration.`,
  }),
};
