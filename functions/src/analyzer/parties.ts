/**
 * Parties and defined terms: preamble aliases ("Licensor"), "between X and Y", signature blocks
 * and, for unfilled templates, the role words the text uses (Provider / Customer).
 */
import type { Party } from './party';
import { normName } from './party-list';
import { clean } from './text';

export type { Party };

export { ROLE_WORDS } from './party-list';
export function findDefinedTerms(text: string): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (t: string, i: number) => {
    const k = clean(t);
    if (k.length >= 2 && !terms.has(k)) terms.set(k, i);
  };
  const quoted =
    /["“]([A-Z][^"”\n]{0,60}?)["”]\s*(?:\)|means\b|shall mean\b|has the meaning|shall have the meaning|refers to|is defined|,\s*(?:the\s+)?["“])/g;
  let m: RegExpExecArray | null;
  while ((m = quoted.exec(text)) !== null) add(m[1]!, m.index);
  const bold = /\((?:the\s+|each\s+a\s+|collectively\s+)?["“]([A-Z][^"”\n]{0,60}?)["”]/g;
  while ((m = bold.exec(text)) !== null) add(m[1]!, m.index);
  return terms;
}

export { findParties } from './party-list';

/** A reviewed party described as having no name in the contract. */
const UNNAMED = /\b(?:not\s+named|unnamed|name\s+(?:left\s+)?blank|blank\s+in\s+(?:the\s+)?form)\b/i;

/**
 * Matches behalfOf to a party, given as a name ("Beta LLC", "Ingram Micro"), a role ("Customer",
 * "the Distributor") or both ("Beta LLC (Customer)", "Customer - Beta LLC", "Beta, the Customer").
 * An exact name, alias or role wins over a partial match; a name wins over a role when the two
 * point at different parties.
 */
export function matchParty(parties: Party[], behalfOf: string): Party | undefined {
  const parts = [behalfOf, ...behalfOf.split(/[()[\],;/]|\s[-–—]\s|\s+as\s+|\s+for\s+|\s+(?:and|&)\s+/)]
    .map((x) => normName(x.replace(/^\s*(?:the|on behalf of|acting for|for)\s+/i, '').replace(/^\s*the\s+/i, '')))
    .filter((x) => x.length >= 2);
  if (parts.length === 0) return undefined;
  const keysOf = (p: Party) => [p.name, ...p.aliases].map(normName).filter(Boolean);
  const roleOf = (p: Party) => (p.role ? normName(p.role) : '');
  // 1. Exact name or alias, 2. exact role, 3. whole-word containment, 4. the party a form leaves
  // unnamed, for a reviewer who says so, 5. a shared distinctive word, 6. a name misspelt by a letter or two.
  // Several parties named together ("Mr. Zheng Qing, Mr. Gu Xianwin and Ms. Chen Weijie", who are jointly
  // the "Developer"): the one the contract gives a role speaks for them.
  const named = parties.filter((p) => parts.some((b) => keysOf(p).includes(b)));
  if (named.length > 0) return named.find((p) => p.role) ?? named[0];
  for (const b of parts) for (const p of parties) if (roleOf(p) === b) return p;
  const within = (a: string, b: string) =>
    a.length >= 3 && b.length >= 3 && (` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `));
  for (const b of parts) for (const p of parties) if (keysOf(p).some((k) => within(k, b))) return p;
  for (const b of parts) for (const p of parties) if (roleOf(p) && within(roleOf(p), b)) return p;
  // "[not named: blank in form]": the one party a form leaves unnamed.
  const unnamed = parties.filter((p) => p.unnamed);
  if (UNNAMED.test(behalfOf) && unnamed.length === 1) return unnamed[0];
  const words = new Set(parts.flatMap((b) => b.split(' ')).filter((w) => w.length > 3));
  const shared = parties.find((p) =>
    normName(p.name)
      .split(' ')
      .some((w) => words.has(w)),
  );
  if (shared) return shared;
  // 6. The one party whose name is the reviewer's but for a slip of one or two letters ("A.B. Watley, Inc."
  // for the contract's "AB Wately, Inc."), spacing and punctuation aside.
  const compact = (x: string) => x.replace(/ /g, '');
  // Names only, of eight letters or more: "Party A" is not a slip of "Party B".
  const close = parties.filter((p) =>
    parts.some((b) => {
      const [x, y] = [compact(normName(p.name)), compact(b)];
      return Math.min(x.length, y.length) >= 8 && slips(x, y) <= (x.length >= 12 ? 2 : 1);
    }),
  );
  return close.length === 1 ? close[0] : undefined;
}

/** Edits (a letter added, dropped, changed, or two swapped) between two names; stops counting past 3. */
function slips(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return Math.min(3, d[a.length]![b.length]!);
}
