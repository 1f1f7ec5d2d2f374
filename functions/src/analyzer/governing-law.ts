/**
 * Governing law: the place whose law the contract chooses. Read from the sentence that chooses it
 * ("governed by the laws of the State of New York", "construed in accordance with English law",
 * "governed by PRC Laws"), never from "a corporation organized under the laws of Delaware".
 */
import { PLACE_NAMES } from './places';
import { clean, titleCase } from './text';

export interface GoverningLaw {
  value: string;
  start: number;
  end: number;
  placeholder: boolean;
}

const CHOOSES =
  /\b(?:govern(?:s|ed|ing)?\b|constru\w*|interpret\w*|controlled|enforced|determined|in\s+accordance\s+with|application\s+of|shall\s+apply|applies|subject\s+to|choice\s+of\s+law|applicable\s+law\s+(?:is|shall\s+be))\b/i;
const NOT_CHOICE =
  /\b(?:organi[sz]ed|incorporated|existing|formed|registered|established|chartered|duly|company|corporation|partnership)\b[^.;]{0,40}$/i;

/** Adjectives and abbreviations for a place's law (also read in playbooks: playbook/places.ts). */
export const LAW_ADJECTIVES: Record<string, string> = {
  english: 'England and Wales',
  'england and wales': 'England and Wales',
  scottish: 'Scotland',
  scots: 'Scotland',
  irish: 'Ireland',
  german: 'Germany',
  french: 'France',
  swiss: 'Switzerland',
  dutch: 'the Netherlands',
  italian: 'Italy',
  spanish: 'Spain',
  swedish: 'Sweden',
  danish: 'Denmark',
  norwegian: 'Norway',
  finnish: 'Finland',
  belgian: 'Belgium',
  austrian: 'Austria',
  israeli: 'Israel',
  canadian: 'Canada',
  australian: 'Australia',
  japanese: 'Japan',
  korean: 'Korea',
  chinese: "People's Republic of China",
  prc: "People's Republic of China",
  'r.o.c': 'Taiwan (Republic of China)',
  roc: 'Taiwan (Republic of China)',
  indian: 'India',
  singapore: 'Singapore',
  'hong kong': 'Hong Kong',
  luxembourg: 'Luxembourg',
  'new york': 'New York',
  delaware: 'Delaware',
  california: 'California',
  texas: 'Texas',
  federal: 'United States',
};

const PLACE = String.raw`(?:\{[a-z_]+\}|\[[^\]\n]{0,30}\]|_{3,}|(?:(?:the\s+)?(?:[Ss]tate|Commonwealth|[Pp]rovince|Republic|Kingdom|Canton|Emirate|District|Territory)\s+of\s+)?[A-Z][A-Za-z'’.-]*(?:\s+(?:of|and|de|du|the|[A-Z][A-Za-z'’.-]*)){0,10})`;
/**
 * "the laws of X", "the laws and decisions of X", "the internal laws, and not the conflict rules, of X",
 * "the laws in force in X" (and the slip "the internal laws State of X").
 */
const LAWS_OF = new RegExp(
  String.raw`\b[Ll]aws?(?:\s+and\s+(?:judicial\s+)?decisions)?(?:,[^,.;]{3,80},)?\s+(?:in\s+force\s+in\s+|of\s+|(?=State\s+of\s))(?:the\s+)?(${PLACE})`,
  'g',
);
/** "the laws thereof", "the laws of such state": the place is named elsewhere in the sentence. */
const LAWS_THEREOF =
  /\b[Ll]aws?\s+(?:thereof|of\s+(?:such|that|said|this|the\s+same)\s+(?:[Ss]tate|[Jj]urisdiction|[Pp]rovince|[Cc]ountry|[Cc]ommonwealth))\b/g;
const NAMED_PLACE = /\b(?:State|Commonwealth|Province)\s+of\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)/g;
const X_LAW =
  /\b(?:by|with|under|to)\s+(?:the\s+)?(?:substantive\s+|internal\s+|domestic\s+)?((?:[A-Z][A-Za-z'’.]*|PRC)(?:\s+[A-Z][A-Za-z'’.]*){0,2})\s+[Ll]aws?\b/g;
const STOP_TAIL =
  /\s+(?:without|and\s+(?:the|its|any|all|shall|will|applicable|not|each|without)|excluding|applicable|as|in|that|which|other|regardless|except|to|for|exclusive|including|notwithstanding|U\.?S\.?A?\.?|USA|applied|governing|irrespective|with|but|Without)\b[\s\S]*$/;

function tidy(raw: string): string {
  // The place ends with its sentence ("the State of Texas. With respect to ...").
  let v = clean(raw).replace(/\.\s[\s\S]*$/, '');
  // "United States and the State of Florida": the state is the choice that matters.
  const st = /\b(?:State|Commonwealth|Province)\s+of\s+[A-Z][A-Za-z]+(?:\s+[A-Z][a-z]+)?/i.exec(v);
  if (st && st.index > 0) v = st[0];
  v = v.replace(STOP_TAIL, '');
  v = v
    .replace(/[\s,.]+$/, '')
    .replace(/^the\s+/i, '')
    .replace(/^state of/, 'State of');
  v = v.replace(/\s+(?:and|of|the)$/i, '');
  if (v === v.toUpperCase() && /[A-Z]{3}/.test(v)) v = titleCase(v);
  // "the laws of the province of Ontario": the place as a name.
  v = v.replace(/^(?:state|commonwealth|province|republic)\b/, (w) => w[0]!.toUpperCase() + w.slice(1));
  return v;
}

/**
 * Where the sentence around i starts: after ". ", "; " or a blank line that ends a sentence or a
 * heading (PDF page breaks leave blank lines inside sentences: "governed by the\n\n\nlaws of ...").
 */
function sentenceStart(text: string, i: number): number {
  const from = Math.max(0, i - 400);
  const before = text.slice(from, i);
  let blank = -1;
  const re = /\n[ \t]*\n\s*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(before)) !== null)
    if (!/\b(?:the|of|by|and|with|to|in)$|,$/i.test(before.slice(0, m.index).trimEnd()))
      blank = m.index + m[0].length - 2;
  const cut = Math.max(before.lastIndexOf('. '), blank, before.lastIndexOf('; '));
  return cut >= 0 ? from + cut + 2 : from;
}

/**
 * `adjective`: the match is "X law", X read through the adjective table ("English law"), and with
 * `places` also a place name used as one ("Ohio law"; only in the last pass: "franchisees governed by
 * Minnesota law" in a state addendum is no choice of law).
 */
function candidate(
  text: string,
  re: RegExp,
  adjective: boolean,
  verb = CHOOSES,
  places = false,
): GoverningLaw | undefined {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const s0 = sentenceStart(text, m.index);
    const before = text.slice(s0, m.index);
    const after = text.slice(m.index, m.index + 200).split(/\.\s|;|\n\n/)[0]!;
    if (!(verb.test(before) || verb.test(after)) || NOT_CHOICE.test(before)) continue;
    if (/\b(?:compl\w+|violat\w*|breach\w*|permitted|prohibit\w*|requir\w+\s+by)\b[^.;]{0,30}$/i.test(before)) continue;
    // A place ends with its sentence: a key-terms row ("Governing Law | the State of California.") stops at its line.
    const raw = m[1]!.replace(/\.[ \t]*\n[\s\S]*$/, '');
    const start = m.index + m[0].indexOf(m[1]!);
    if (/^[{[_]/.test(raw)) return { value: clean(raw), start, end: start + raw.length, placeholder: true };
    let v = tidy(raw);
    if (adjective) {
      const mapped = LAW_ADJECTIVES[v.toLowerCase()] ?? (places && PLACE_NAMES.has(v.toLowerCase()) ? v : undefined);
      if (!mapped) continue;
      v = mapped;
    } else if (v.length <= 5 && LAW_ADJECTIVES[v.toLowerCase()]) v = LAW_ADJECTIVES[v.toLowerCase()]!; // "the laws of PRC"
    if (!v || /^(?:Agreement|Contract|This|Such|Any|Each|Applicable|Governing|Law|Laws|Party|Parties)\b/i.test(v))
      continue;
    if (!/^[A-Z]/.test(v)) continue;
    return { value: v, start, end: start + raw.length, placeholder: false };
  }
  return undefined;
}

/** A place named in a choice-of-law sentence whose wording is not "laws of X" ("being either Illinois or New York"). */
function namedInSentence(text: string): GoverningLaw | undefined {
  const re =
    /\bgovern\w*\s+by\s+the\s+laws?\s+of\s+the\s+(?:state|country|jurisdiction)\s+(?:where|in\s+which)\b[^.]{0,200}/gi;
  const m = re.exec(text);
  if (!m) return undefined;
  const e =
    /\b(?:either|being|namely)\s+([A-Z][A-Za-z]+(?:\s+[A-Z][a-z]+)?)\s+or\s+([A-Z][A-Za-z]+(?:\s+[A-Z][a-z]+)?)/.exec(
      m[0],
    );
  if (!e) return undefined;
  const start = m.index + m[0].indexOf(e[1]!);
  return {
    value: `${e[1]} or ${e[2]}`,
    start,
    end: start + e[0].length - (e[0].indexOf(e[1]!) ?? 0),
    placeholder: false,
  };
}

/** ALL-CAPS passages title-cased (same length, same offsets) so one set of patterns reads both. */
function uncap(text: string): string {
  return text.replace(/[A-Z][A-Z0-9\s,.;:'’()"“”-]{40,}/g, (m) => (/[a-z]/.test(m) ? m : titleCase(m)));
}

/**
 * "accepted in the State of Nevada and governed by the laws thereof", "the laws of that State
 * applicable to agreements made ... in the State of New Jersey": the State the sentence names.
 */
function referredPlace(text: string): GoverningLaw | undefined {
  LAWS_THEREOF.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = LAWS_THEREOF.exec(text)) !== null) {
    const s0 = sentenceStart(text, m.index);
    const before = text.slice(s0, m.index);
    if (!CHOOSES.test(before) || NOT_CHOICE.test(before)) continue;
    const after = text.slice(m.index, m.index + 300).split(/\.\s|;|\n\n/)[0]!;
    const named = [...before.matchAll(NAMED_PLACE)].pop() ?? [...after.matchAll(NAMED_PLACE)][0];
    if (!named) continue;
    const start = (named.index ?? 0) + (named.input === before ? s0 : m.index) + named[0].indexOf(named[1]!);
    return { value: named[1]!, start, end: start + named[1]!.length, placeholder: false };
  }
  return undefined;
}

export function findGoverningLaw(original: string): GoverningLaw | undefined {
  const text = uncap(original);
  const govern = /\bgovern(?:s|ed|ing)?\b/i;
  return (
    namedInSentence(text) ??
    candidate(text, LAWS_OF, false, govern) ??
    candidate(text, X_LAW, true, govern) ??
    referredPlace(text) ??
    candidate(text, LAWS_OF, false) ??
    candidate(text, X_LAW, true, CHOOSES, true)
  );
}

/**
 * A governing law as a sentence names it: "the law of the State of New York", "the law of the
 * Federal Republic of Germany", "the law of England".
 */
export function lawName(value: string): string {
  return value.replace(
    /^(?:(?:State|Commonwealth|Province|Federal Republic|Republic|People's Republic|Kingdom|Grand Duchy|Emirate) of |(?:United Kingdom|United States|Netherlands|Philippines)\b)/,
    'the $&',
  );
}
