/**
 * A cheap exact prefilter for the analyzer's pattern tables. Most patterns begin each alternative
 * with a word ("\bindemnif|\bhold\s+harmless"); a text that contains none of those words cannot
 * match, and `includes` on a lower-cased text costs a fraction of running a case-insensitive regex
 * with word boundaries. The gate never changes a result: it only skips a test whose answer is false.
 *
 * `requiredLiterals` (literal-source.ts) reads the pattern's source: for each top-level alternative,
 * literal text every match contains (the longest of its certain runs of letters, or a group whose
 * every alternative has one). It answers null, and the pattern always runs, whenever an alternative
 * has no such literal or the source uses anything it does not read.
 */

import { requiredLiterals } from './literal-source';

export { requiredLiterals };

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
 * array read per character of the text; failure links resolved when it is built). `scan` lists in
 * `found` the id of every string the text contains, once each: `marks[id] === scan` says an id is listed.
 */
function automaton(
  entries: readonly (readonly [string, number])[],
): (lower: string, marks: Int32Array, scan: number, found: number[]) => void {
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
  // The scan reads one table: each entry is the next state's row offset, doubled, plus 1 when that
  // state ends some string (its ids are then read from `ids`, between `first[node]` and `first[node + 1]`).
  // One array of one element kind, no per-state object: the loop stays a few machine instructions a character.
  const first = new Int32Array(next.length + 1);
  const ids: number[] = [];
  out.forEach((o, node) => {
    ids.push(...new Set(o));
    first[node + 1] = ids.length;
  });
  const outIds = Int32Array.from(ids);
  const table = new Int32Array(delta.length);
  for (let i = 0; i < delta.length; i++) {
    const to = delta[i]!;
    table[i] = to * width * 2 + (first[to + 1]! > first[to]! ? 1 : 0);
  }
  return (lower, marks, scan, found) => {
    let state = 0;
    for (let k = 0; k < lower.length; k++) {
      const c = lower.charCodeAt(k);
      // Class 0 (a character in no string, or beyond ASCII) leads back to the root from every state.
      state = table[(state >> 1) + (c < ALPHABET ? classOf[c]! : 0)]!;
      if (state & 1) {
        const node = (state >> 1) / width;
        for (let j = first[node]!; j < first[node + 1]!; j++) {
          const id = outIds[j]!;
          if (marks[id] !== scan) {
            marks[id] = scan;
            found.push(id);
          }
        }
      }
    }
  };
}

/** What a scan's answers read besides its marks: the slots of patterns and words, and the patterns' literals. */
interface ScanIndex {
  slot: Map<RegExp, number>;
  always: boolean[];
  exact: (string[] | null)[];
  wordSlot: Map<string, number>;
  /** The number of the scanner's latest scan, and for each id the number of the latest scan that found it. */
  latest: number;
  marks: Int32Array;
}

/** A found-list this long is searched in place; a longer one is made into an array of marks once. */
const SHORT = 8;

/**
 * One text's scan. A class, not an object of closures: a contract has thousands of texts scanned,
 * and the methods are then made once, not per text.
 */
class Scan implements LiteralScan {
  private own: Uint8Array | null = null;

  constructor(
    private readonly index: ScanIndex,
    private readonly text: string,
    private readonly lower: string,
    private readonly marks: Int32Array,
    private readonly scan: number,
    private readonly found: readonly number[],
  ) {}

  /**
   * Whether the scan found id `i`. While it is the scanner's latest scan the scanner's marks answer; after
   * another scan, its own list does (no array of marks is made per text, most texts ask only while latest).
   */
  private seen(i: number): boolean {
    if (this.index.latest === this.scan && this.index.marks === this.marks) return this.marks[i] === this.scan;
    const found = this.found;
    if (found.length <= SHORT) {
      for (let j = 0; j < found.length; j++) if (found[j] === i) return true;
      return false;
    }
    if (!this.own) {
      this.own = new Uint8Array(this.marks.length);
      for (let j = 0; j < found.length; j++) this.own[found[j]!] = 1;
    }
    return this.own[i] === 1;
  }

  mayAt(i: number): boolean {
    if (i < 0 || this.index.always[i]) return true;
    const lits = this.index.exact[i];
    if (!lits) return this.seen(i);
    for (const l of lits) if (this.text.includes(l)) return true;
    return false;
  }

  may(re: RegExp): boolean {
    return this.mayAt(this.index.slot.get(re) ?? -1);
  }

  has(word: string): boolean {
    const i = this.index.wordSlot.get(word);
    return i === undefined ? this.lower.includes(word) : this.seen(i);
  }

  hasAny(group: WordGroup): boolean {
    const at = group.slots;
    for (let j = 0; j < at.length; j++) if (this.seen(at[j]!)) return true;
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
  const index: ScanIndex = { slot, always, exact, wordSlot, latest: 0, marks: new Int32Array(slots) };
  const scanText = (text: string, lower = text.toLowerCase()): LiteralScan => {
    // Scan numbers start at 1 (0 is every mark's first value); after 2^31 - 1 scans they start again on a
    // new array of marks, so no earlier scan takes the new marks for its own.
    if (index.latest === 0x7fffffff) {
      index.marks = new Int32Array(slots);
      index.latest = 0;
    }
    const n = ++index.latest;
    const found: number[] = [];
    scan(lower, index.marks, n, found);
    return new Scan(index, text, lower, index.marks, n, found);
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
