/**
 * Cue features: which hand-written patterns a text matches, as named features the clause model
 * weighs like any word. Two sources:
 *  - the rule engine's own cue tables (cues/*.ts), one feature per matched pattern;
 *  - the definitional patterns and mentions (definitional-patterns.ts), for the categories whose
 *    clauses share few words across contracts (a handful of labelled contracts each is too few for
 *    word n-grams alone).
 */
import { CUES } from '../cues';
import { literalScanner, type LiteralScan } from '../literal-gate';
import { clean } from '../text';
import { KEYWORDS } from './definitional-keywords';
import { DEFINITIONAL, MENTIONS } from './definitional-patterns';
import type { Unit } from './units';

/**
 * The text as the patterns read it. They are written with single spaces, and a third of EDGAR filings
 * pad words with runs of spaces and line breaks ("Turpin  shall  not"). A pattern's gaps stop at a
 * sentence's full stop, which the point of "Section 2.1" is not: it becomes "2_1".
 */
function matchable(s: string): string {
  return clean(s).replace(/(\d)\.(?=\d)/g, '$1_');
}

/**
 * The body and heading patterns' literals, and the categories' keywords, indexed once: a text is
 * scanned once and runs only the patterns whose words it has (keywords never hold a line break, so a
 * keyword of heading and text joined is one of the heading or one of the text).
 */
const KEYWORD_LIST = [...CUES.flatMap((c) => c.k ?? []), ...Object.values(KEYWORDS).flat()];
const BODY = literalScanner(
  [
    ...CUES.flatMap((c) => (c.b ?? []).map(([re]) => re)),
    ...Object.values(DEFINITIONAL).flat(),
    ...Object.values(MENTIONS).flat(),
  ],
  KEYWORD_LIST,
);
const HEADING = literalScanner(
  CUES.flatMap((c) => (c.h ?? []).map(([re]) => re)),
  KEYWORD_LIST,
);

/** Each category's keywords as groups of the two indexes, and the definitional keywords of the body's. */
const CATEGORY_WORDS = CUES.map((c) => c.k && { body: BODY.group(c.k), heading: HEADING.group(c.k) });
/** Each cue pattern's slot in its index, found once rather than looked up per text. */
const BODY_SLOTS = CUES.map((c) => Int32Array.from(c.b ?? [], ([re]) => BODY.slotOf(re)));
const HEADING_SLOTS = CUES.map((c) => Int32Array.from(c.h ?? [], ([re]) => HEADING.slotOf(re)));
const TOPIC_WORDS = new Map(Object.entries(KEYWORDS).map(([id, ws]) => [id, BODY.group(ws)]));

/** The cue feature names a text matches (heading cues read the heading, the rest the text). */
export function cueFeatureNames(raw: string, rawHeading = ''): string[] {
  const out: string[] = [];
  const text = matchable(raw);
  const heading = matchable(rawHeading);
  const inBody = BODY(text, text.toLowerCase());
  const inHeading = HEADING(heading, heading.toLowerCase());
  for (const [i, c] of CUES.entries()) {
    const words = CATEGORY_WORDS[i];
    if (words && !inBody.hasAny(words.body) && !inHeading.hasAny(words.heading)) continue;
    const body = c.b ?? [];
    const bodySlots = BODY_SLOTS[i]!;
    for (let j = 0; j < body.length; j++)
      if (inBody.mayAt(bodySlots[j]!) && body[j]![0].test(text)) out.push(`cb:${c.id}:${j}`);
    if (heading && c.h) {
      const headingSlots = HEADING_SLOTS[i]!;
      for (let j = 0; j < c.h.length; j++)
        if (inHeading.mayAt(headingSlots[j]!) && c.h[j]![0].test(heading)) out.push(`ch:${c.id}:${j}`);
    }
  }
  return patternNames(text, out, inBody);
}

/** The definitional patterns and mentions by prefix and category, with their slots in the body's index, listed once. */
const PATTERN_TABLES = (
  [
    ['cd', DEFINITIONAL],
    ['cm', MENTIONS],
  ] as const
).flatMap(([prefix, table]) =>
  Object.entries(table).map(([id, res]) => ({
    prefix,
    id,
    res,
    slots: Int32Array.from(res, (re) => BODY.slotOf(re)),
    words: TOPIC_WORDS.get(id),
  })),
);

/** Adds to `out` the definitional patterns and mentions a flattened text matches (KEYWORDS first). */
function patternNames(text: string, out: string[], scan: LiteralScan = BODY(text)): string[] {
  for (const { prefix, id, res, slots, words } of PATTERN_TABLES) {
    if (words && !scan.hasAny(words)) continue;
    for (let j = 0; j < res.length; j++)
      if (scan.mayAt(slots[j]!) && res[j]!.test(text)) out.push(`${prefix}:${id}:${j}`);
  }
  return out;
}

/**
 * The units whose wording answers a category's definition (any of its definitional patterns), per
 * category: a rule verdict the detection may combine with the model (model.ts chooses per category,
 * by cross-validation, whether the two must agree, either suffices, or one alone decides).
 */
export function definitionalUnits(
  units: readonly Unit[],
  idsOfUnit: readonly (readonly string[])[],
): Map<string, Unit[]> {
  const out = new Map<string, Unit[]>();
  units.forEach((u, i) => {
    for (const id of idsOfUnit[i]!) {
      const list = out.get(id) ?? [];
      list.push(u);
      out.set(id, list);
    }
  });
  return out;
}

/** The categories whose definition a single clause's wording answers. */
export function definitionalIds(raw: string): string[] {
  const text = matchable(raw);
  return definitionalOf(patternNames(text, []));
}

/**
 * The categories a sentence states in the definition's own words under a heading that names the
 * category ("8. NON-COMPETITION" above "Customer shall not ... engage in any business that competes"):
 * the two sources agreeing is evidence enough on its own (over nine in ten such contracts in the dev
 * set carry an expert label of the category).
 */
export function headedDefinitionalOf(names: readonly string[]): string[] {
  const headed = new Set(names.filter((n) => n.startsWith('ch:')).map((n) => n.split(':')[1]!));
  return definitionalOf(names).filter((id) => headed.has(id));
}

/** The categories of the definitional patterns among a text's cue feature names (no second regex pass). */
export function definitionalOf(names: readonly string[]): string[] {
  return [...new Set(names.filter((n) => n.startsWith('cd:')).map((n) => n.split(':')[1]!))];
}

/** The rule verdict for a single clause: the rule engine's cues or a definitional pattern. */
export function clauseRuleIds(classified: readonly { id: string }[], definitional: readonly string[]): Set<string> {
  return new Set([...classified.map((c) => c.id), ...definitional]);
}
