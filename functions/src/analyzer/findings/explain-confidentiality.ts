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
  'self-knowledge-confidential': (t) => ({
    title: `${t.O}'s confidential information is defined to include what ${t.S} already knows, holds or develops itself.`,
    impact: `${t.S}'s own know-how and pre-existing information become information it may not use or disclose, so it may be in breach for using what it brought to the relationship.`,
    ask: `Exclude from the definition information ${t.S} knew or held before the agreement, developed independently, or received lawfully from others, and limit it to information ${t.O} discloses.`,
  }),
  'self-hands-over-customers': (t) => ({
    title: `${t.S} must hand ${t.O} a list of its customers.`,
    impact: `${t.S}'s customer base, the asset it builds under the agreement, passes to ${t.O}, and nothing limits what ${t.O} may do with it: it may sell to those customers itself or through others, during the term or after it ends.`,
    ask: `Have ${t.O} keep the list confidential, use it only to administer this agreement, not solicit or sell to those customers except through ${t.S}, and return or destroy it when the agreement ends.`,
  }),
};
