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

/**
 * An index of a pattern table's literals (Aho-Corasick over the lower-cased literals): one pass over
 * a text tells which patterns can match it, so a sentence costs one scan and the few regexes whose
 * words occur, instead of every regex of the table.
 */
export function literalIndex(patterns: readonly RegExp[]): (text: string, lower?: string) => MayMatch {
  const slot = new Map<RegExp, number>();
  const always: boolean[] = [];
  const exact: (string[] | null)[] = [];
  const next: Map<number, number>[] = [new Map()];
  const fail: number[] = [0];
  const out: number[][] = [[]];
  patterns.forEach((re) => {
    if (slot.has(re)) return;
    const i = always.length;
    slot.set(re, i);
    const lits = requiredLiterals(re);
    always.push(lits === null);
    exact.push(lits && !re.ignoreCase ? lits : null);
    if (!lits || !re.ignoreCase) return;
    for (const lit of lits) {
      let node = 0;
      for (let k = 0; k < lit.length; k++) {
        const c = lit.charCodeAt(k);
        let to = next[node]!.get(c);
        if (to === undefined) {
          to = next.length;
          next.push(new Map());
          fail.push(0);
          out.push([]);
          next[node]!.set(c, to);
        }
        node = to;
      }
      out[node]!.push(i);
    }
  });
  // Failure links breadth-first; each node's outputs include those of its failure chain.
  const queue = [...next[0]!.values()];
  for (let q = 0; q < queue.length; q++) {
    const node = queue[q]!;
    for (const [c, to] of next[node]!) {
      let f = fail[node]!;
      while (f !== 0 && !next[f]!.has(c)) f = fail[f]!;
      const g = next[f]!.get(c);
      fail[to] = g !== undefined && g !== to ? g : 0;
      out[to]!.push(...out[fail[to]!]!);
      queue.push(to);
    }
  }
  return (text, lower = text.toLowerCase()) => {
    const seen = new Uint8Array(always.length);
    let node = 0;
    for (let k = 0; k < lower.length; k++) {
      const c = lower.charCodeAt(k);
      while (node !== 0 && !next[node]!.has(c)) node = fail[node]!;
      node = next[node]!.get(c) ?? 0;
      for (const i of out[node]!) seen[i] = 1;
    }
    return (re) => {
      const i = slot.get(re);
      if (i === undefined || always[i]) return true;
      const lits = exact[i];
      return lits ? lits.some((l) => text.includes(l)) : seen[i] === 1;
    };
  };
}
