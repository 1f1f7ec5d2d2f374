/** The words of the rules in rules-scope.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const SCOPE_WORDS: Record<string, Explain> = {
  'other-warranty-short': (t) => ({
    title:
      t.why === 'media'
        ? `${t.O} warrants only the media the software comes on, and only for ${t.period ?? 'a short period'}.`
        : t.why === 'brief'
          ? `${t.O}'s warranty on what it supplies lasts only ${t.period ?? 'a few weeks'}.`
          : `${t.O}'s warranty on what it supplies lasts only ${t.period ?? 'a few months'}.`,
    impact: `${t.why === 'media' ? `Whether the software works is not warranted at all. ` : ''}Defects that show up after the warranty period, often the ones found only in real use, are ${t.S}'s cost to fix or work around, and ${t.S} has no contractual claim against ${t.O} for them.`,
    ask: `Extend the warranty to at least twelve months from acceptance (or from delivery for goods), covering conformity with the specifications and documentation, not only the media, with repair or replacement free of charge and a refund if ${t.O} cannot fix the defect within a set time.`,
  }),
};
