/**
 * When two names are one party: the same name in another case or form ("INGRAM MICRO" / "Ingram
 * Micro"; "Acme" / "Acme Analytics, Inc."), never two companies of one group. The party list
 * (party-list.ts) and the sides (findings/sides.ts) compare names through it.
 */
/** A name without case, quotes, punctuation or corporate suffix. */
export function normName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[“”"'’]/g, '')
    .replace(/\b(inc|llc|ltd|limited|corp|corporation|company|co|plc|lp|llp|gmbh|ag|sa|bv|nv|pte|pty)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const SUFFIX_OF =
  /\b(Inc|Incorporated|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Company|Co|L\.?P|LLP|plc|PLC|GmbH|AG|S\.?A|N\.?V|B\.?V|Pte|Pty|AB|Oy|SE|MHC)\.?$/i;

const SAME_SUFFIX: Record<string, string> = { limited: 'ltd', corporation: 'corp', company: 'co', incorporated: 'inc' };
/** A company form's kind, spellings merged ("Limited" and "Ltd"), or undefined for a name without one. */
export const suffixKind = (name: string) => {
  const w = SUFFIX_OF.exec(name.trim())?.[1]?.toLowerCase().replace(/\W/g, '');
  return w ? (SAME_SUFFIX[w] ?? w) : undefined;
};

/**
 * One name written two ways in one contract: initials with or without points ("A.B. WATLEY" / "AB
 * Watley") or two neighbouring letters swapped by a typing slip ("Wately" / "Watley") in a name long
 * enough that the slip cannot make another company's name.
 */
function spelledAlike(x: string, y: string): boolean {
  const initials = (s: string) => s.replace(/\b([a-z]) (?=[a-z]\b)/g, '$1');
  const a = initials(x);
  const b = initials(y);
  if (a === b) return true;
  if (a.length !== b.length || a.length < 8) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
  const [i, j] = diff;
  // Letters only: "LT-12" and "LT-21" are two trusts.
  return diff.length === 2 && j === i! + 1 && a[i!] === b[j] && a[j] === b[i!] && /^[a-z]{2}$/.test(a[i!]! + a[j]!);
}

/** One party written twice ("INGRAM MICRO" / "Ingram Micro"; "Acme" / "Acme Analytics, Inc."), not two entities of a group. */
export function sameParty(a: string, b: string): boolean {
  const x = normName(a);
  const y = normName(b);
  if (!x || !y) return false;
  // "Northern Telecom Limited" and "Northern Telecom Inc." are two companies of one group.
  const sa = suffixKind(a);
  const sb = suffixKind(b);
  if (sa && sb && sa !== sb) return false;
  if (x === y || spelledAlike(x, y)) return true;
  if (sa && sb) return false;
  return ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}
