/** The words of the rules in rules-confidentiality.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const CONFIDENTIALITY_WORDS: Record<string, Explain> = {
  'other-confidentiality-ends': (t) => ({
    title: t.harsh
      ? `${t.O}'s duty to keep ${t.S}'s information confidential ends with the term or ${t.O}'s engagement.`
      : `${t.O}'s duty to keep ${t.S}'s information confidential lasts only a short time after the term${t.period ? ` (${t.period})` : ''}.`,
    impact: `Once the duty ends, ${t.O} may use or disclose what it learned of ${t.S}'s business, trade secrets included, and ${t.S} has no contractual claim.`,
    ask: `Have the duty survive the end of the agreement: for at least five years for confidential information, and for as long as the information remains a trade secret for trade secrets.`,
  }),
};
