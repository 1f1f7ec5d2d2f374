/**
 * The grams of the library's search index (docs/decisions/210-library-search-index.md): every
 * substring of one, two and three UTF-16 code units of a contract's search text. A search for a
 * needle of three or more units can only match a contract that holds every trigram of the needle;
 * a needle of one or two units is itself a gram. The index narrows the candidates; the search text
 * itself decides (a substring test), so the results are exactly those of a `contains()` scan.
 */

/** Grams never span a field separator: a normalised query never holds a newline. */
const SEPARATOR = '\n';

/** Every distinct 1-, 2- and 3-unit gram of the text. */
export function documentGrams(text: string): Set<string> {
  const grams = new Set<string>();
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const a = text[i]!;
    if (a === SEPARATOR) continue;
    grams.add(a);
    if (i + 1 >= n || text[i + 1] === SEPARATOR) continue;
    grams.add(text.slice(i, i + 2));
    if (i + 2 >= n || text[i + 2] === SEPARATOR) continue;
    grams.add(text.slice(i, i + 3));
  }
  return grams;
}

/** The grams a matching document must hold: the needle itself when short, else its trigrams. */
export function needleGrams(needle: string): string[] {
  if (needle.length <= 3) return [needle];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= needle.length; i++) grams.add(needle.slice(i, i + 3));
  return [...grams];
}

/** FNV-1a over the code units: which posting group of a segment holds a gram. */
export function gramGroup(gram: string, groups: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gram.length; i++) {
    h ^= gram.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % groups;
}
