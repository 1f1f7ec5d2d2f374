/**
 * What literal text every match of a pattern contains, read from the pattern's source (literal-gate.ts
 * scans texts for it). For each top-level alternative: the sequence of atoms a match passes through is
 * read left to right; every atom that is not optional yields a candidate (a run of literal characters,
 * or a group whose every alternative yields one), and the longest candidate is the alternative's
 * requirement. The answer is null, and the pattern always runs, when an alternative yields no
 * candidate or the source holds anything not read here (backreferences, \x \u \c \k \p escapes,
 * Unicode flags). Optional atoms, character classes and \s, \w, \d escapes end a run; zero-width
 * assertions (\b, ^, $, lookarounds) do not, since they consume nothing.
 */

/** The top-level alternatives of a source (or of a group's body), split at `|` outside groups and classes. */
export function alternatives(src: string): string[] {
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

/** The index just past the character class that opens at `at` (src[at] === '['), or -1. */
function classEnd(src: string, at: number): number {
  for (let i = at + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === ']') return i + 1;
  }
  return -1;
}

const PLAIN = /[A-Za-z0-9 ,'"_:;%&@#=<>~`!-]/;
const ESCAPED_LITERAL = /[$.\\/()[\]{}*+?|^-]/;
/** Escapes of a class of characters: one character consumed, not a known one. */
const CLASS_ESCAPE = /[sSdDwWnrtfv]/;
const BRACES = /^\{(\d+)(?:,\d*)?\}/;

/** The quantifier at `at`: its length (with a lazy `?`) and whether it lets the atom before it match nothing. */
function quantifierAt(src: string, at: number): { length: number; optional: boolean } | null {
  const c = src[at];
  let length = 0;
  let optional = false;
  if (c === '?' || c === '*' || c === '+') {
    length = 1;
    optional = c !== '+';
  } else if (c === '{') {
    const m = BRACES.exec(src.slice(at));
    if (!m) return null;
    length = m[0].length;
    optional = Number(m[1]) === 0;
  } else return null;
  return { length: src[at + length] === '?' ? length + 1 : length, optional };
}

/** The literals one of which every match of this alternative contains; null: none known; undefined: unreadable. */
function requiredOf(alt: string): string[] | null | undefined {
  const candidates: string[][] = [];
  let run = '';
  const endRun = () => {
    if (run !== '') candidates.push([run]);
    run = '';
  };
  let i = 0;
  while (i < alt.length) {
    const c = alt[i]!;
    let end = i + 1;
    let lit: string | null = null;
    let group: string[] | null = null;
    if (c === '^' || c === '$') {
      i++;
      continue;
    }
    if (c === '\\') {
      const e = alt[i + 1] ?? '';
      if (e === 'b' || e === 'B') {
        i += 2;
        continue;
      }
      if (ESCAPED_LITERAL.test(e)) lit = e;
      else if (!CLASS_ESCAPE.test(e)) return undefined;
      end = i + 2;
    } else if (c === '(') {
      end = groupEnd(alt, i);
      if (end < 0) return undefined;
      const body = alt.slice(i + 1, end - 1);
      if (/^\?<?[=!]/.test(body)) {
        // A lookaround consumes nothing: the characters either side of it stay one run.
        i = end + (quantifierAt(alt, end)?.length ?? 0);
        continue;
      }
      const inner = body.replace(/^\?(?::|<[A-Za-z]\w*>)/, '');
      if (body.startsWith('?') && inner === body) return undefined;
      const parts = alternatives(inner).map(requiredOf);
      if (parts.includes(undefined)) return undefined;
      group = parts.every((p): p is string[] => Array.isArray(p)) ? parts.flat() : null;
    } else if (c === '[') {
      end = classEnd(alt, i);
      if (end < 0) return undefined;
    } else if (c === ')') return undefined;
    else if (PLAIN.test(c)) lit = c;
    const q = quantifierAt(alt, end);
    i = end + (q?.length ?? 0);
    if (q?.optional) endRun();
    else if (lit !== null) {
      run += lit;
      // "a+": one "a" is certain, what follows may come after more of them.
      if (q) endRun();
    } else {
      endRun();
      if (group) candidates.push(group);
    }
  }
  endRun();
  // The rarest requirement: the candidate whose shortest literal is longest (fewer literals on a tie).
  let best: string[] | null = null;
  const shortest = (ls: string[]) => Math.min(...ls.map((l) => l.length));
  for (const cand of candidates)
    if (!best || shortest(cand) > shortest(best) || (shortest(cand) === shortest(best) && cand.length < best.length))
      best = cand;
  return best;
}

/** The lower-cased literals one of which every match of `re` contains, or null when unknown. */
export function requiredLiterals(re: RegExp): string[] | null {
  if (re.unicode || re.flags.includes('v')) return null;
  const parts = alternatives(re.source).map(requiredOf);
  if (!parts.every((p): p is string[] => Array.isArray(p))) return null;
  const lits = parts.flat();
  return lits.every((l) => /^[\x20-\x7e]+$/.test(l))
    ? [...new Set(lits.map((l) => (re.ignoreCase ? l.toLowerCase() : l)))]
    : null;
}
