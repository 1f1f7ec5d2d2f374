/**
 * A cheap exact prefilter for the analyzer's pattern tables. Most patterns begin each alternative
 * with a word ("\bindemnif|\bhold\s+harmless"); a text that contains none of those words cannot
 * match, and `includes` on a lower-cased text costs a fraction of running a case-insensitive regex
 * with word boundaries. The gate never changes a result: it only skips a test whose answer is false.
 *
 * `requiredLiterals` reads the pattern's source: for each top-level alternative, the literal text a
 * match must start with (after zero-width assertions), descending into a leading group. It answers
 * null, and the pattern always runs, whenever an alternative has no such literal or the source uses
 * anything it does not read (character classes first, Unicode flags, non-ASCII letters).
 */

/** The top-level alternatives of a source (or of a group's body), split at `|` outside groups and classes. */
function alternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(src.slice(from, i));
      from = i + 1;
    }
  }
  out.push(src.slice(from));
  return out;
}

/** The index just past the group that opens at `at` (src[at] === '('), or -1. */
function groupEnd(src: string, at: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = at; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

const PLAIN = /[A-Za-z0-9 ,'"_:;%&@#=<>~`!-]/;
const ESCAPED_LITERAL = /[$.\\/()[\]{}*+?|^-]/;

/** A quantifier at `at` makes the atom before it optional (?, *, {0,...}) or repeatable (+, {n,...}). */
function quantifierAt(src: string, at: number): 'optional' | 'repeat' | null {
  const c = src[at];
  if (c === '?' || c === '*') return 'optional';
  if (c === '+') return 'repeat';
  if (c === '{') return /^\{0[,}]/.test(src.slice(at)) ? 'optional' : /^\{\d/.test(src.slice(at)) ? 'repeat' : null;
  return null;
}

/** The literals one of which a match of this alternative must contain, or null. */
function leadingLiterals(alt: string): string[] | null {
  let lit = '';
  let i = 0;
  while (i < alt.length) {
    const c = alt[i]!;
    let atom: string | null = null;
    let next = i + 1;
    if (c === '^' && lit === '') {
      i++;
      continue;
    }
    if (c === '\\') {
      const e = alt[i + 1] ?? '';
      if ((e === 'b' || e === 'B') && lit === '') {
        i += 2;
        continue;
      }
      if (!ESCAPED_LITERAL.test(e)) break;
      atom = e;
      next = i + 2;
    } else if (c === '(') {
      if (lit !== '') break;
      const end = groupEnd(alt, i);
      if (end < 0) return null;
      const body = alt.slice(i + 1, end - 1);
      if (/^\?<?[=!]/.test(body)) {
        i = end; // a lookaround is zero-width: the literal comes after it
        continue;
      }
      if (quantifierAt(alt, end) === 'optional') return null;
      const inner = body.replace(/^\?(?::|<[A-Za-z]\w*>)/, '');
      if (body.startsWith('?') && inner === body) return null;
      const parts = alternatives(inner).map(leadingLiterals);
      return parts.every((p): p is string[] => p !== null) ? parts.flat() : null;
    } else if (PLAIN.test(c)) atom = c;
    else break;
    const q = quantifierAt(alt, next);
    if (q === 'optional') break;
    lit += atom;
    if (q === 'repeat') break;
    i = next;
  }
  return lit === '' ? null : [lit];
}

/** The lower-cased literals one of which every match of `re` contains, or null when unknown. */
export function requiredLiterals(re: RegExp): string[] | null {
  if (re.unicode || re.flags.includes('v')) return null;
  const parts = alternatives(re.source).map(leadingLiterals);
  if (!parts.every((p): p is string[] => p !== null)) return null;
  const lits = parts.flat();
  return lits.every((l) => /^[\x20-\x7e]+$/.test(l))
    ? [...new Set(lits.map((l) => (re.ignoreCase ? l.toLowerCase() : l)))]
    : null;
}

/** Whether a pattern may match the scanned text (false: it cannot; true: run it). */
export type MayMatch = (re: RegExp) => boolean;

/** One scan of a text: which patterns may match it, and which of the index's words it contains. */
export interface LiteralScan {
  may: MayMatch;
  /** `may` for a pattern by its slot (`LiteralScanner.slotOf`): no lookup of the pattern per text. */
  mayAt(slot: number): boolean;
  /** Whether the scanned lower-cased text contains `word` (the same answer as `lower.includes(word)`). */
  has(word: string): boolean;
  /** Whether it contains any word of a group the scanner made (the same answer as `has` on each). */
  hasAny(group: WordGroup): boolean;
}

/** Words looked up by their slots in a scanner's index (no string lookup per text); `others` are not indexed. */
export interface WordGroup {
  readonly slots: Int32Array;
  readonly others: readonly string[];
}

export interface LiteralScanner {
  (text: string, lower?: string): LiteralScan;
  /** A set of words checked together, made once (a category's keywords). */
  group(words: readonly string[]): WordGroup;
  /** A pattern's slot for `mayAt`, found once (-1: not indexed, always run). */
  slotOf(re: RegExp): number;
}

/** Characters the automaton reads; every other one is in no literal and sends the scan back to the root. */
const ALPHABET = 128;

/**
 * An Aho-Corasick automaton over ASCII strings, each with an id, as a dense transition table (one
 * array read per character of the text; failure links resolved when it is built). `scan` marks in
 * `seen` the id of every string the text contains.
 */
function automaton(entries: readonly (readonly [string, number])[]): (lower: string, seen: Uint8Array) => void {
  const next: Map<number, number>[] = [new Map()];
  const out: number[][] = [[]];
  for (const [word, id] of entries) {
    let node = 0;
    for (let k = 0; k < word.length; k++) {
      const c = word.charCodeAt(k);
      let to = next[node]!.get(c);
      if (to === undefined) {
        to = next.length;
        next.push(new Map());
        out.push([]);
        next[node]!.set(c, to);
      }
      node = to;
    }
    out[node]!.push(id);
  }
  // The table's columns are the characters some string holds (class 1..), plus class 0 for every other
  // character, whose transitions all lead back to the root: a row is a few dozen entries, not 128, and
  // the table a scan hops through stays small enough to be cached.
  const classOf = new Uint8Array(ALPHABET);
  let width = 1;
  for (const [word] of entries)
    for (let k = 0; k < word.length; k++) {
      const c = word.charCodeAt(k);
      if (classOf[c] === 0) classOf[c] = width++;
    }
  // Breadth-first, so a node's failure target (a shorter string) is complete before the node itself:
  // its row of the table and its outputs are copied from there.
  const delta = next.length <= 0xffff ? new Uint16Array(next.length * width) : new Int32Array(next.length * width);
  const fail = new Int32Array(next.length);
  const queue: number[] = [];
  for (const [c, to] of next[0]!) {
    delta[classOf[c]!] = to;
    queue.push(to);
  }
  for (let q = 0; q < queue.length; q++) {
    const node = queue[q]!;
    const f = fail[node]!;
    out[node]!.push(...out[f]!);
    delta.copyWithin(node * width, f * width, f * width + width);
    for (const [c, to] of next[node]!) {
      fail[to] = delta[f * width + classOf[c]!]!;
      delta[node * width + classOf[c]!] = to;
      queue.push(to);
    }
  }
  const outputs = out.map((o) => (o.length ? Int32Array.from(new Set(o)) : null));
  return (lower, seen) => {
    let node = 0;
    for (let k = 0; k < lower.length; k++) {
      const c = lower.charCodeAt(k);
      node = c < ALPHABET ? delta[node * width + classOf[c]!]! : 0;
      const o = outputs[node];
      if (o) for (let j = 0; j < o.length; j++) seen[o[j]!] = 1;
    }
  };
}

/** What a scan's answers read besides its marks: the slots of patterns and words, and the patterns' literals. */
interface ScanIndex {
  slot: Map<RegExp, number>;
  always: boolean[];
  exact: (string[] | null)[];
  wordSlot: Map<string, number>;
}

/**
 * One text's scan. A class, not an object of closures: a contract has thousands of texts scanned,
 * and the methods are then made once, not per text.
 */
class Scan implements LiteralScan {
  constructor(
    private readonly index: ScanIndex,
    private readonly text: string,
    private readonly lower: string,
    private readonly seen: Uint8Array,
  ) {}

  mayAt(i: number): boolean {
    if (i < 0 || this.index.always[i]) return true;
    const lits = this.index.exact[i];
    if (!lits) return this.seen[i] === 1;
    for (const l of lits) if (this.text.includes(l)) return true;
    return false;
  }

  may(re: RegExp): boolean {
    return this.mayAt(this.index.slot.get(re) ?? -1);
  }

  has(word: string): boolean {
    const i = this.index.wordSlot.get(word);
    return i === undefined ? this.lower.includes(word) : this.seen[i] === 1;
  }

  hasAny(group: WordGroup): boolean {
    const at = group.slots;
    for (let j = 0; j < at.length; j++) if (this.seen[at[j]!] === 1) return true;
    for (const w of group.others) if (this.lower.includes(w)) return true;
    return false;
  }
}

/**
 * An index of a pattern table's literals, and of plain words (lower case) a caller checks for
 * before running some patterns: one pass over a text tells which patterns can match it and which
 * words it has, so a sentence costs one scan and the few regexes whose words occur, instead of
 * every regex of the table and a substring search per word.
 */
export function literalScanner(patterns: readonly RegExp[], words: readonly string[] = []): LiteralScanner {
  const slot = new Map<RegExp, number>();
  const always: boolean[] = [];
  const exact: (string[] | null)[] = [];
  const entries: [string, number][] = [];
  patterns.forEach((re) => {
    if (slot.has(re)) return;
    const i = always.length;
    slot.set(re, i);
    const lits = requiredLiterals(re);
    always.push(lits === null);
    exact.push(lits && !re.ignoreCase ? lits : null);
    if (lits && re.ignoreCase) for (const lit of lits) entries.push([lit, i]);
  });
  // Words after the patterns' slots; one outside printable ASCII (which the automaton does not read)
  // is looked up directly.
  const wordSlot = new Map<string, number>();
  for (const w of words)
    if (!wordSlot.has(w) && /^[ -~]+$/.test(w)) {
      wordSlot.set(w, always.length + wordSlot.size);
      entries.push([w, wordSlot.get(w)!]);
    }
  const scan = automaton(entries);
  const slots = always.length + wordSlot.size;
  const group = (ws: readonly string[]): WordGroup => {
    const at = ws.map((w) => wordSlot.get(w));
    return {
      slots: Int32Array.from(at.filter((i): i is number => i !== undefined)),
      others: ws.filter((_, j) => at[j] === undefined),
    };
  };
  const index: ScanIndex = { slot, always, exact, wordSlot };
  const scanText = (text: string, lower = text.toLowerCase()): LiteralScan => {
    const seen = new Uint8Array(slots);
    scan(lower, seen);
    return new Scan(index, text, lower, seen);
  };
  return Object.assign(scanText, { group, slotOf: (re: RegExp) => slot.get(re) ?? -1 });
}

/** The pattern half of `literalScanner`: which patterns of the table may match a text. */
export function literalIndex(patterns: readonly RegExp[]): (text: string, lower?: string) => MayMatch {
  const scanner = literalScanner(patterns);
  return (text, lower) => {
    const scan = scanner(text, lower);
    return (re) => scan.may(re);
  };
}
