/** The words of the rules in rules-exit-survival.ts: what the survival clause leaves out, and what to ask for. */
import type { Explain } from './explain-types';

export const EXIT_SURVIVAL_WORDS: Record<string, Explain> = {
  'indemnity-not-surviving': (t) => ({
    title: `The survival clause lists the sections that outlive the agreement but leaves out the indemnity protecting ${t.S}.`,
    impact: `Once the agreement ends, ${t.S} may be unable to claim under that indemnity, even for losses from products, services or acts of ${t.O} during the term that surface only later.`,
    ask: `Add the indemnity section to the survival clause, so that it survives expiry or termination for claims arising from events before the end.`,
  }),
  'confidentiality-not-surviving': (t) => ({
    title: `The survival clause lists the sections that outlive the agreement but leaves out the duty of confidence protecting ${t.S}'s information.`,
    impact: `Once the agreement ends, ${t.O} may be free to use or disclose what ${t.S} shared under it.`,
    ask: `Add the confidentiality section to the survival clause, for at least five years after the end, and for as long as the information remains a trade secret for trade secrets.`,
  }),
};
