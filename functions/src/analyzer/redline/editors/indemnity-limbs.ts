/**
 * The grounds of an indemnity the reviewed side gives, read limb by limb, so the redline narrows only
 * what reaches beyond fault: a ground already scoped to the indemnifying side's breach, negligence,
 * misconduct or failure to perform, or to intellectual-property infringement (an IP indemnity is given
 * whatever the fault, and narrowing it to negligence would empty it), needs no "negligence or wilful
 * misconduct" added; a ground for use, activities, products or any act does.
 */

export interface Limb {
  /** Offsets in the text read (the sentence, or the list after a lead-in). */
  start: number;
  end: number;
  /** "(ii)", "b." when the limb is marked. */
  marker?: string;
  scoped: boolean;
}

// A ground scoped to fault: breach, negligence, misconduct, misrepresentation, failure to perform or comply,
// violation of the agreement, a law or a policy, default, use not permitted. Not fraud alone ("fraud and bad
// debts of its Customers" is the customers' fraud).
const FAULT =
  /\bbreach|\bnegligen|\bmisconduct|\bmisfeasance|\bmisrepresent|\bmis-?use\b|\binaccura\w*\s+(?:in|of)\s+(?:any\s+)?representation|\bnon-?\s?(?:fulfil|perform|observ|complian)|\bfail\w*\s+(?:[\w.&'’-]+\s+){0,5}?to\s+(?:perform|observe|fulfil|comply|abide)|\bviolat\w*\s+(?:of\s+)?(?:this|any|the|its|applicable|[A-Z][\w.&'’-]*)\b|\bdefault\b|\bunauthori[sz]ed\b|\bnot\s+(?:permitted|authori[sz]ed)\b|\bother\s+than\s+as\s+(?:\w+\s+)?(?:permitted|authori[sz]ed)\b/i;
// A ground scoped to intellectual property: "a claim that the Products infringe", "misappropriated trade secrets".
const IP = /\binfring\w*|\bmisappropriat\w*/i;

// Where the grounds begin: the words that join the losses to what causes them.
const GROUNDS =
  /\b(?:aris\w*|result\w*|relat\w*|based\s+(?:on|upon)|due\s+to|caused\s+by|by\s+reason\s+of|(?:in\s+)?connect\w*\s+with|attributable\s+to|occasioned\s+by|incident\s+to|because\s+of|as\s+a\s+(?:result|consequence)\s+of|with\s+respect\s+to|in\s+respect\s+of|pertaining\s+to)\b/i;
// A proviso after the grounds is procedure or a carve-out, not a ground: "provided that: (i) On2 is promptly notified".
const PROVISO = /[,;]?\s*\bprovided\b\s*,?\s*(?:however|that|further)\b|[,;]\s*(?:except|excluding|save)\b/i;
// What a carve-out inside a limb names is not a ground ("except in the case of gross negligence by the Administrator").
const CARVE_OUT = /\b(?:except|excluding|save\s+(?:as|where|to)|but\s+not)\b[^]*$/i;
// A limb marker after a space or punctuation: "(i) ", "b) ", "(2) "; "i." or "a." at a line start.
const MARK = /(?<=^|[\s;,:])\(?([a-z]|[ivx]{1,5}|\d{1,2})\)\s|(?<=^|\n)\s*([a-z]|[ivx]{1,5})\.\s?(?=[A-Z])/g;
// Unmarked grounds joined as alternatives: "Provider's negligence, willful misconduct, or breach", "; ",
// "a breach of warranty or a product liability claim" (not "breach or claimed breach", one ground).
const JOIN = /;\s+|,\s+(?:and\/or|or|and)\s+|\s+or\s+(?=(?:from|out\s+of|by\s+reason\s+of|which|a|an|any|the)\s)/gi;
// A piece that opens a ground of its own; any other continues the list before it ("any representation,
// warranty, covenant, condition, or agreement of the other party" is one ground).
const OPENS =
  /^\s*(?:from|out\s+of|by\s+reason\s+of|which|that|a|an|any|all|the|its|his|her|their|[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,3}['’]s?)\s/;
// What an infringement names: "infringe any patent or any copyright" is one ground split in two.
const IP_NOUN =
  /\b(?:patents?|copyrights?|trade\s?marks?|trade\s+secrets?|proprietary\s+rights?|intellectual\s+property)\b/i;

// A ground that reaches beyond fault: what the side does, sells or provides, any act, injury, the agreement itself.
const BROAD =
  /\b(?:use[sd]?|using|operat\w+|activit(?:y|ies)|business|products?|goods|services?|materials?|content|web\s?sites?|premises|facilit(?:y|ies)|advertis\w*|promotion\w*|injur\w*|death|property|acts?|actions?|omissions?|conduct|relationship|interaction|sale|manufactur\w*|distribut\w*|performance|work|deliverables?|system|software|marks?|this\s+agreement)\b/i;

// Examples after a ground are of that ground ("the broadcast of the Programs, including ... infringement").
const EXAMPLES = /,?\s*\b(?:including|includes)\b[^]*$/i;

const judge = (limb: string): boolean => {
  const t = limb.replace(CARVE_OUT, '').replace(EXAMPLES, '');
  return IP.test(t) || FAULT.test(t);
};

/** A marker's kind: "(i)" opens a roman list, "(a)" a lettered one, "(1)" a numbered one. */
const kindOf = (m: string) => (/^\d/.test(m) ? 'n' : /^[ivx]+$/.test(m) && m !== 'v' && m !== 'x' ? 'r' : 'a');

/** The marked limbs of `text`, of the kind of its first marker (a nested list stays inside its limb). */
function marked(text: string, base: number): Limb[] {
  const all = [...text.matchAll(MARK)].map((m) => ({ index: m.index, marker: (m[1] ?? m[2])! }));
  const first = all[0];
  if (!first) return [];
  const kind = kindOf(first.marker);
  // "(v)" and "(x)" continue a roman list, "(i)" continues "(a)...(h)": a marker takes the kind of the first.
  const marks = all.filter(
    (m) =>
      kindOf(m.marker) === kind ||
      (kind === 'r' && /^[ivx]+$/.test(m.marker)) ||
      (kind === 'a' && /^[a-z]$/.test(m.marker)),
  );
  if (marks.length < 2) return [];
  return marks.map((m, i) => {
    const end = marks[i + 1]?.index ?? text.length;
    return { start: base + m.index, end: base + end, marker: m.marker, scoped: judge(text.slice(m.index, end)) };
  });
}

/**
 * The unmarked limbs of grounds, joined by "or" and ";". A piece that names neither fault nor a broad ground
 * ("arise against Flotek | or any Affiliate thereof for alleged infringement") is read with the piece after it.
 */
function unmarked(text: string, base: number): Limb[] {
  const pieces = split(text, base);
  const out: Limb[] = [];
  let pending: Limb | undefined;
  for (const l of pieces) {
    const cur = pending
      ? { ...l, start: pending.start, scoped: judge(text.slice(pending.start - base, l.end - base)) }
      : l;
    pending = undefined;
    if (!cur.scoped && !BROAD.test(text.slice(cur.start - base, cur.end - base)) && l !== pieces[pieces.length - 1])
      pending = cur;
    else out.push(cur);
  }
  return out;
}

/** Grounds split at "or" and ";", a continuation read with the ground before it. */
function split(text: string, base: number): Limb[] {
  const out: Limb[] = [];
  let from = 0;
  let ip = false;
  for (const m of [...text.matchAll(JOIN), { index: text.length, 0: '' } as unknown as RegExpExecArray]) {
    const t = text.slice(from, m.index);
    const prev = out[out.length - 1];
    if (prev && !OPENS.test(t)) {
      // A continuation: the ground before it reads on ("breach of any warranty, covenant, or agreement").
      prev.end = base + m.index;
      prev.scoped = judge(text.slice(prev.start - base, m.index));
    } else if (t.trim()) {
      const scoped: boolean = judge(t) || (ip && IP_NOUN.test(t));
      ip = IP.test(t) || (ip && scoped);
      out.push({ start: base + from, end: base + m.index, scoped });
    }
    from = m.index + m[0].length;
  }
  return out;
}

/**
 * The grounds of the indemnity promised at `verbEnd` in `sentence`, limb by limb, or undefined when the
 * sentence names none (a lead-in whose grounds follow as a list: read those with listLimbs).
 */
export function sentenceLimbs(sentence: string, verbEnd: number): Limb[] | undefined {
  let rest = sentence.slice(verbEnd);
  const p = PROVISO.exec(rest);
  if (p && p.index > 0) rest = rest.slice(0, p.index);
  rest = rest.replace(/[\s.;:]+$/, '');
  // Marked limbs wherever they start ("which (i) the Sponsor shall incur as a result of this Agreement, or (ii)").
  const limbs = marked(rest, verbEnd);
  if (limbs.length) return limbs;
  const g = GROUNDS.exec(rest);
  // No word that joins the losses to their cause: judge what follows the first "for" or "against".
  const at = g ? g.index : rest.search(/\b(?:for|against)\b/i);
  if (at < 0 || !rest.slice(at).trim()) return undefined;
  return unmarked(rest.slice(at), verbEnd + at);
}

/** The limbs of a list that follows a lead-in ("against the following Indemnifiable Losses:"), up to 1,500 chars. */
export function listLimbs(after: string): Limb[] {
  const t = after.slice(0, 1500);
  // The list ends at the first paragraph that does not open with a marker.
  const paras = t.split(/\n\s*\n/);
  let len = 0;
  for (const [i, para] of paras.entries()) {
    if (i > 0 && !/^\s*\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})[.)]\s/i.test(para)) break;
    len += para.length + (i < paras.length - 1 ? 2 : 0);
  }
  return marked(t.slice(0, len), 0);
}

/** "(i), (ii) and (v)": the markers of the limbs named. */
export const markers = (limbs: readonly Limb[]): string => {
  const m = limbs.map((l) => `(${l.marker})`);
  return m.length > 1 ? `${m.slice(0, -1).join(', ')} and ${m[m.length - 1]}` : (m[0] ?? '');
};
