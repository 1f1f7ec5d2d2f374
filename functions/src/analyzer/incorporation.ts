/**
 * Standard terms a contract incorporates by reference: a cover page that "consists of this Cover
 * Page and the Common Paper Mutual NDA Standard Terms Version 1.0", or that "incorporates the
 * Bonterms Professional Services Agreement (Version 1.2) by this reference", carries the clauses of
 * those terms although their text is not in the document. A clause they carry is not missing, and
 * a redline never inserts it again.
 *
 * Published standard forms are known by name, with the clause types each carries (read from the
 * published forms). Terms incorporated from elsewhere (a supplier's "Terms and Conditions available
 * at ...") are recorded with unknown contents: whatever they carry cannot be read here, so the
 * general clauses such terms usually hold are treated as possibly present (`mayCarry`).
 */

import { escapeRe } from './text';

export interface Incorporation {
  /** The incorporated terms as the document names them ("Common Paper Mutual NDA Standard Terms Version 1.0"). */
  name: string;
  /** Where the document names them: [start, end) into the text. */
  start: number;
  end: number;
  /** Clause types (taxonomy ids) the terms carry; undefined when their contents are not known. */
  categories?: readonly string[];
}

/** What every published standard form in the table carries: its general terms. */
const GENERAL = [
  'governing-law',
  'dispute-resolution',
  'entire-agreement',
  'notices',
  'severability',
  'amendment-waiver',
  'anti-assignment',
  'assignment',
];

const NDA = [
  ...GENERAL,
  'confidentiality',
  'term',
  'termination-for-convenience',
  'warranties',
  'intellectual-property',
];

/** Commercial forms (cloud, software, services, pilots, partnerships): the protections they all hold. */
const COMMERCIAL = [
  ...GENERAL,
  'confidentiality',
  'term',
  'termination-for-cause',
  'warranties',
  'limitation-of-liability',
  'cap-on-liability',
  'uncapped-liability',
  'indemnification',
  'payment-terms',
  'force-majeure',
  'independent-contractor',
  'intellectual-property',
];

/** Published standard forms by name, most specific first. */
const KNOWN: readonly [RegExp, readonly string[]][] = [
  [/\b(?:Mutual\s+)?(?:NDA|Non-?Disclosure)\b/i, NDA],
  [
    /\bData\s+Processing\b|\bDPA\b/i,
    [...GENERAL, 'data-protection', 'confidentiality', 'audit-rights', 'limitation-of-liability'],
  ],
  [
    /\bProfessional\s+Services\b|\bConsulting\b|\bIndependent\s+Contractor\b/i,
    [...COMMERCIAL, 'ip-ownership-assignment', 'insurance', 'non-solicitation'],
  ],
  [
    /\bCloud\b|\bSaaS\b|\bSoftware\b|\bSubscription\b/i,
    [...COMMERCIAL, 'license-grant', 'data-protection', 'service-levels'],
  ],
  [/\bPilot\b|\bDesign\s+Partner\b|\bPartnership\b|\bReseller\b|\bTerms\b/i, COMMERCIAL],
];

/** Publishers of standard forms whose contents are published and stable. */
const PUBLISHER = /\b(?:Common\s*Paper|Bonterms|oneNDA|onTerms)\b/i;

/** A name ending in the kind of document that is incorporated as terms (not an exhibit or a work order). */
const TERMS_NAME =
  /((?:[A-Z][\w.&'’-]*[ \t]+){0,8}(?:Standard[ \t]+Terms|Terms[ \t]+and[ \t]+Conditions|Terms[ \t]+of[ \t]+Service|General[ \t]+Terms|Terms|Conditions|Agreement)(?:[ \t]*\((?:Version|v\.?)[ \t]*[\d.]+\))?(?:[ \t]+(?:Version|v\.?)[ \t]*[\d.]+)?)/g;
const NOT_TERMS =
  /^(?:this|the|such|any|each)?\s*(?:Exhibit|Schedule|Annex|Appendix|Attachment|Statement|SOW|Order|Amendment|Cover|Key)\b/i;

/** Sentences that incorporate something else into the agreement. */
const INCORPORATES = [
  /\bincorporat\w*\b(?:[^.\n]|\.(?=\S)){0,240}?\bby\s+(?:this\s+)?reference\b|\bby\s+(?:this\s+)?reference\b(?:[^.\n]|\.(?=\S)){0,120}?\bincorporat\w*/gi,
  /\bconsists?\s+of\b(?:[^.\n]|\.(?=\S)){0,300}?\bStandard\s+Terms\b/gi,
  /\b(?:subject\s+to|governed\s+by)\s+(?:the\s+)?[A-Z](?:[^.\n]|\.(?=\S)){0,120}?\b(?:Standard\s+Terms|Terms\s+and\s+Conditions)\b(?:[^.\n]|\.(?=\S)){0,120}?\b(?:available|posted|located|found)\s+at\b/g,
];

function sentenceAround(text: string, at: number, end: number): { start: number; end: number } {
  const from = Math.max(text.lastIndexOf('\n', at - 1) + 1, text.lastIndexOf('. ', at - 1) + 2, 0);
  const stop = [text.indexOf('\n', end), text.indexOf('. ', end)].filter((i) => i >= 0);
  return { start: from, end: stop.length ? Math.min(...stop) + 1 : text.length };
}

function categoriesOf(name: string): readonly string[] | undefined {
  if (!PUBLISHER.test(name)) return undefined;
  return KNOWN.find(([re]) => re.test(name))?.[1] ?? GENERAL;
}

/** The standard terms the text incorporates by reference, each once, in document order. */
export function incorporatedTerms(text: string): Incorporation[] {
  const out: Incorporation[] = [];
  const head = text.slice(0, 20000);
  for (const re of INCORPORATES) {
    re.lastIndex = 0;
    for (let m = re.exec(head); m !== null; m = re.exec(head)) {
      const s = sentenceAround(head, m.index, m.index + m[0].length);
      const sentence = head.slice(s.start, s.end);
      // Terms attached to the document are in its text, not incorporated from outside it.
      if (
        /\b(?:attached|above|below|hereto)\b/i.test(sentence) &&
        !/\b(?:available|posted|located|found)\s+at\b|https?:|www\./i.test(sentence)
      )
        continue;
      TERMS_NAME.lastIndex = 0;
      for (let n = TERMS_NAME.exec(sentence); n !== null; n = TERMS_NAME.exec(sentence)) {
        // A heading in capitals before the name ("USING THE FRAMEWORK TERMS The Framework Terms") is not part of it.
        const raw = n[1]!.replace(/^(?:[A-Z]{2,}[ \t]+)+(?=[A-Z][a-z])/, '').replace(/^(?:the|this|an?)\s+/i, '');
        const name = raw.replace(/\s+/g, ' ').trim();
        // "this Agreement", "the Agreement": the document itself, not terms it brings in.
        if (NOT_TERMS.test(name) || /^(?:Agreement|Terms|Conditions|Standard Terms)$/i.test(name)) continue;
        // Another agreement counts when the sentence brings in its terms ("the terms and conditions of the License Agreement are incorporated by reference").
        const ofTerms = new RegExp(
          `\\bterms(?:\\s+and\\s+conditions)?\\s+of\\s+(?:the\\s+)?${escapeRe(name)}`,
          'i',
        ).test(sentence);
        if (!/\b(?:Standard\s+Terms|Terms|Conditions)\b/i.test(name) && !PUBLISHER.test(name) && !ofTerms) continue;
        const start = s.start + n.index + n[1]!.length - raw.length;
        // The same terms named again, or by their defined short name ("DPA Standard Terms").
        if (out.some((o) => o.name.includes(name) || name.includes(o.name) || (o.start <= start && start < o.end)))
          continue;
        const categories = categoriesOf(name);
        out.push({ name, start, end: start + raw.length, ...(categories ? { categories } : {}) });
      }
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * Clause types that terms of unknown contents usually hold: a redline does not add them and a
 * missing-clause list says they may be in the incorporated terms.
 */
const USUAL_IN_TERMS = new Set([...COMMERCIAL, 'data-protection']);

/** The incorporated terms that carry (or, their contents unknown, may carry) a clause type. */
export function carriedBy(incorporations: readonly Incorporation[], category: string): Incorporation | undefined {
  return (
    incorporations.find((i) => i.categories?.includes(category)) ??
    incorporations.find((i) => !i.categories && USUAL_IN_TERMS.has(category))
  );
}
