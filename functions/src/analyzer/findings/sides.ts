/**
 * The two sides of a review: the words the contract uses for the reviewed party ("self") and for
 * the other main party, and where each is mentioned in a sentence. A finding is judged by who a
 * sentence binds, protects or empowers, so every family reads its subjects through this module.
 */
import { escapeRe } from '../text';
import { normName } from '../party-list';
import { preambleEnd } from '../regions';
import type { Party } from '../parties';
import { principals } from './principals';

export type Who = 'self' | 'other' | 'mutual' | 'none';

export interface Sides {
  /** The reviewed party as found in the contract; undefined when behalfOf names no party. */
  self?: Party;
  other?: Party;
  /** How findings name each side: the contract's role or defined alias, else the name. */
  selfLabel: string;
  otherLabel: string;
  selfRe?: RegExp;
  otherRe?: RegExp;
}

export interface Mention {
  at: number;
  end: number;
  who: Who;
}

/** Either party, each party, the parties: a sentence about both sides alike. */
const MUTUAL_RE =
  /\b(?:each|either|neither|both|any|a|the other|one)\s+(?:of\s+the\s+)?(?:party|parties|Party|Parties)\b|\b(?:the\s+)?(?:parties|Parties)(?:\s+hereto)?\b/gi;
/** Someone outside the two sides: its verbs are nobody's burden here. */
const THIRD_RE = /\b(?:third\s+part(?:y|ies)|any\s+(?:person|entity)|its\s+(?:customers|end\s+users))\b/gi;

/**
 * Whether the contract defines a word by quoting it ("the Manufacturer", ('the Customer'), hereinafter
 * "Transporter"): a defined term stands for its party even where the plain word also occurs.
 */
function quotedIn(text: string, word: string): boolean {
  return new RegExp(`["“'‘]\\s*(?:the\\s+)?${escapeRe(word)}\\s*[.,]?["”'’]`).test(text);
}

/**
 * The words that stand for a party. A bare first word of a name ("General" of "General Electric
 * Capital Corporation") counts only when the contract defines it or never uses it as a plain word,
 * so "general" or "national" in running text is not read as a party.
 */
export function partyWords(p: Party | undefined, text: string, defined: ReadonlyMap<string, number>): string[] {
  if (!p) return [];
  const out = new Set<string>([p.name]);
  if (p.role) out.add(p.role);
  for (const a of p.aliases) {
    if (a.length < 2) continue;
    const oneWord = !/\s/.test(a.trim());
    if (oneWord && a !== p.role && !defined.has(a) && !quotedIn(text, a)) {
      const plain = new RegExp(`\\b${escapeRe(a.toLowerCase())}\\b`);
      if (a !== a.toUpperCase() && plain.test(text)) continue;
      if (/^(?:amendment|effective|agreement|the|prc|usa|us)$/i.test(a)) continue;
    }
    if (/\b(?:date|agreement)\b/i.test(a)) continue;
    out.add(a);
  }
  // The name without its legal suffix is how running text often names a party ("Cremer Oleo").
  const bare = p.name.replace(
    /,?\s+(?:Inc|LLC|Ltd|Limited|Corp|Corporation|Co|PLC|L\.?P|GmbH|AG|S\.?A|B\.?V|N\.?V|Pte|Pty)\b\.?.*$/i,
    '',
  );
  if (bare.length >= 3 && bare !== p.name && /\s/.test(bare)) out.add(bare);
  return [...out];
}

/** A party's words as written and in capitals ("WEBMD'S AGGREGATE LIABILITY"), and a capitals name in title case. */
function variants(w: string): string[] {
  const title = w.replace(/[A-Za-z]+/g, (x) => (x.length > 3 ? x[0]! + x.slice(1).toLowerCase() : x));
  return w === w.toUpperCase() ? [w, title] : [w, w.toUpperCase()];
}

function wordsRe(words: string[]): RegExp | undefined {
  const w = [...new Set(words.flatMap(variants).filter((x) => x.trim().length >= 2))].sort(
    (a, b) => b.length - a.length || a.localeCompare(b),
  );
  if (w.length === 0) return undefined;
  return new RegExp(`(?<![\\w-])(?:${w.map((x) => escapeRe(x).replace(/\s+/g, '\\s+')).join('|')})(?![\\w-])`, 'g');
}

/**
 * A quoted alias right after a name: ("Consultant"), (the "Licensor"), ('the Manufacturer'),
 * (hereinafter "X"), or without brackets: hereinafter referred to as "Transporter".
 */
const ALIAS_AFTER =
  /^[^()]{0,440}?(?:\(\s*(?:hereinafter\s+(?:called\s+(?:as\s+)?|referred\s+to\s+as\s+)?)?|\b(?:hereinafter|herein)\s+(?:called(?:\s+as)?|referred\s+to\s+as|the)\s+)(?:the\s+)?["“'‘]\s*(?:the\s+)?([A-Z][^"”'’]{1,40}?)\s*[.,]?["”'’]/;
/** A further alias in the same bracket: ("Emerald" or the "Company"), ("Party A" or "Phoenix"). */
const MORE_ALIAS = /^\s*(?:,|or|and|,\s*or)\s+(?:the\s+)?["“]\s*([A-Z][^"”]{1,40}?)\s*["”]/;
const NOT_SIDE =
  /^(?:agreement|this agreement|effective date|execution date|party|parties|territory|products?|services?|term|amendment|exhibit|schedule|confidential information|affiliates?|.*\bagreement)$/i;

/** Where a name is written in the text (letters and digits compared, case ignored): every place, first first. */
function findNames(text: string, name: string, limit = 8000): number[] {
  const words = name
    .replace(/[^A-Za-z0-9&]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length === 0 || name.trim().length < 3) return [];
  const re = new RegExp(`(?<![A-Za-z0-9])${words.map(escapeRe).join('[^A-Za-z0-9]{1,4}')}(?![A-Za-z0-9])`, 'gi');
  const out: number[] = [];
  for (const m of text.slice(0, limit).matchAll(re)) out.push(m.index);
  if (out.length === 0) {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m) out.push(m.index);
  }
  return out;
}

function findName(text: string, name: string): number {
  return findNames(text, name)[0] ?? -1;
}

/**
 * The defined alias that follows the party's name where the contract writes it, within the same
 * passage: not across a blank line, a salutation or the next party's "between"/"AND:" ("Gianluca
 * Rotino\n\nDear Gianluca:\n\nKiromic, Inc (the "Company")" defines Kiromic, not Gianluca Rotino).
 */
function aliasesAfter(text: string, at: number, nameLength = 0): string[] {
  const m = ALIAS_AFTER.exec(text.slice(at, at + 520));
  const a = m?.[1]?.trim();
  if (!m || !a) return [];
  // The bracket may stand on a line of its own under the name; other text after a blank line may
  // not, nor the next party ("..., and Beta LLC ("Beta")").
  const gap = m[0].slice(nameLength, m[0].length - m[1]!.length).replace(/\([^()]*$/, '');
  if (
    /\n\s*\n\s*\S|\bDear\b|\b(?:between|among)\b|\bAND\s*:|-\s*AND\s*-/i.test(gap) ||
    // A sentence that runs on from the name ("GWG and the Trust Advisors agree to negotiate ... certain
    // shares (the "Shares")") defines something else; a preamble's address or incorporation does not promise.
    /\b(?:shall|will|agrees?|agreed|may|must|hereby)\b/i.test(gap) ||
    /\s(?:and|AND)\s+(?:the\s+)?[A-Z]/.test(gap)
  )
    return [];
  const out = [a];
  let rest = text.slice(at + m[0].length + 1, at + m[0].length + 120);
  for (let more = MORE_ALIAS.exec(rest); more; more = MORE_ALIAS.exec(rest)) {
    out.push(more[1]!.trim());
    rest = rest.slice(more[0].length + 1);
  }
  return out.filter((x) => !NOT_SIDE.test(x));
}

function aliasAfter(text: string, at: number, nameLength = 0): string | undefined {
  return aliasesAfter(text, at, nameLength)[0];
}

/**
 * The reviewed party: the party list's match, else the name as the contract writes it with the
 * alias it defines there ("IREYA B.V ... ("Consultant")" when the list only kept "Consultant").
 */
/** "Company: Bravatek Solutions, Inc.": a form that gives the role as a label before the name. */
function aliasBefore(text: string, at: number): string | undefined {
  const m = /\b([A-Z][A-Za-z]{2,30}(?:\s[A-Z][A-Za-z]{2,30})?)\s*:\s*$/.exec(text.slice(Math.max(0, at - 40), at));
  const a = m?.[1];
  return a && !NOT_SIDE.test(a) && new RegExp(`\\(\\s*(?:the\\s+)?["“']${escapeRe(a)}["”']`).test(text) ? a : undefined;
}

/** The party with the alias the contract defines next to its name, when the list lacks it. */
function withAlias(text: string, p: Party): Party {
  // The cover page often names the parties before the preamble defines them: try each place.
  const found = findNames(text, p.name).flatMap((at) => [
    ...aliasesAfter(text, at, p.name.length),
    aliasBefore(text, at),
  ]);
  const add = [...new Set(found.filter((a): a is string => !!a && !p.aliases.includes(a) && a !== p.role))];
  return add.length ? { ...p, aliases: [...p.aliases, ...add] } : p;
}

function findSelf(text: string, parties: Party[], matched: Party | undefined, behalfOf: string): Party | undefined {
  // A role the preamble gives a named party ("Phoenix Satellite Television Company Limited (\"Party A\")",
  // "Driven Deliveries, Inc. (\"Company\")"): the named party, even where the facts matched the bare role.
  // Compared as written: a role may be a word normName drops ("Company").
  const asWord = (w: string) =>
    w
      .toLowerCase()
      .replace(/[“”"'’]/g, '')
      .replace(/^the\s+/, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const key = asWord(behalfOf);
  const byRole = key
    ? [...parties, ...preambleParties(text)]
        .filter((p) => asWord(p.name) !== key)
        .map((p) => withAlias(text, p))
        .find((p) => [p.role, ...p.aliases].some((w) => w && asWord(w) === key))
    : undefined;
  if (byRole && (!matched || asWord(matched.name) === key)) return byRole;
  const at = findName(text, behalfOf);
  if (matched) {
    // The reviewer's spelling where the contract uses it too ("A.B. WATLEY, INC." signs for "AB Wately, Inc.").
    const p = withAlias(text, matched);
    const written = at >= 0 ? text.slice(at, at + behalfOf.length).trim() : '';
    const known = [p.name, ...p.aliases].some((w) => normName(w) === normName(written));
    return written && !known ? { ...p, aliases: [...p.aliases, written] } : p;
  }
  if (at < 0) return undefined;
  const alias = aliasAfter(text, at, behalfOf.length);
  const byAlias = alias
    ? parties.find((p) => [p.name, p.role, ...p.aliases].some((w) => w && normName(w) === normName(alias)))
    : undefined;
  const name = text.slice(at, at + behalfOf.length).trim();
  if (byAlias) return { ...byAlias, name, aliases: [...new Set([...byAlias.aliases, byAlias.name])] };
  return {
    name,
    aliases: alias ? [alias] : [],
    ...(alias && /^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/.test(alias) ? { role: alias } : {}),
    index: at,
  };
}

/** "Acme Inc., a Nevada corporation (\"ACME\")": a named entity and the alias the preamble gives it. */
const PREAMBLE_PARTY =
  /([A-Z][\w&.,'() -]{2,80}?\b(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Company|GmbH|AG|S\.A|B\.V|plc|PLC|LP|L\.P|Co|LTD|INC|CORP|CORPORATION|COMPANY|LIMITED))\.?[^()"“]{0,250}?\(\s*(?:the\s+)?["“']\s*(?:the\s+)?([A-Z][^"”']{1,40}?)\s*["”']/g;

function preambleParties(text: string): Party[] {
  const out: Party[] = [];
  const head = text.slice(0, 3000);
  PREAMBLE_PARTY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = PREAMBLE_PARTY.exec(head)) !== null) {
    const alias = m[2]!.trim();
    if (NOT_SIDE.test(alias)) continue;
    const name = m[1]!.replace(/^.*\b(?:between|among|and|by)\s+/i, '').trim();
    out.push({ name, aliases: [alias], index: m.index });
  }
  return out;
}

/**
 * The other main party: among the parties that are not the reviewed one (nor a duplicate of it), the
 * one the preamble defines with an alias, before one found later ("Receiving Party" of a
 * confidentiality clause) or a title that joins both names ("LG&E AND TENNESSEE GAS PIPELINE").
 */
function otherParty(text: string, parties: Party[], self: Party | undefined): Party | undefined {
  // A name's bare first word ("Domini" of "Domini Advisor Trust") does not make another party defined
  // by it ("Domini Social Investments LLC ("Domini")") a duplicate of this one.
  const keysOf = (p: Party) => [p.name, p.role ?? '', ...p.aliases.filter((a) => a !== p.name.split(/[\s,]+/)[0])];
  const selfKeys = new Set(self ? keysOf(self).map(normName).filter(Boolean) : []);
  const selfName = self ? normName(self.name) : '';
  const distinct = parties.filter(
    (p) =>
      p !== self &&
      !keysOf(p)
        .map(normName)
        .some((k) => k && selfKeys.has(k)),
  );
  const head = text.slice(0, Math.max(1500, preambleEnd(text)));
  // A title that joins two parties ("LG&E AND TENNESSEE GAS PIPELINE", "Acme & Beta"), not a name that
  // holds "and" or "&" ("Louisville Gas and Electric Company", "B & C General Warehouse Corporation LLC"):
  // joined by "and" when a part names a party, by "&" when a part names the reviewed party.
  const selfWords = [...selfKeys].filter((k) => k.length >= 3);
  const partyWords = (p: Party) => [
    ...selfWords,
    ...parties.filter((q) => q !== p && q !== self).flatMap((q) => keysOf(q).map(normName)),
  ];
  const namesOne = (part: string, words: readonly string[]) => {
    const k = normName(part);
    return (
      k.length >= 2 &&
      words.some((w) => w.length >= 3 && (w === k || ` ${w} `.includes(` ${k} `) || ` ${k} `.includes(` ${w} `)))
    );
  };
  const joinsParties = (p: Party) => {
    const anded = p.name.split(/\s(?:and|AND)\s/);
    if (anded.length > 1 && anded.some((part) => namesOne(part, partyWords(p)))) return true;
    const amped = p.name.split(/\s&\s/);
    return amped.length > 1 && amped.some((part) => namesOne(part, selfWords));
  };
  const score = (p: Party) =>
    (p.role || p.aliases.length ? 1 : 0) +
    ([p.name, ...p.aliases].some((w) => w.length >= 2 && head.includes(w)) ? 3 : 0) -
    (selfName && normName(p.name).includes(selfName) ? 5 : 0) -
    (joinsParties(p) ? 3 : 0);
  const best = [...distinct].sort((a, b) => score(b) - score(a))[0];
  if (best && score(best) >= 3) return best;
  // The party list missed it: the preamble's own "Name ("Alias")" pairs, other than the reviewed party.
  const fromPreamble = preambleParties(text).find(
    (p) => ![p.name, ...p.aliases].map(normName).some((k) => k && selfKeys.has(k)),
  );
  return fromPreamble ?? best;
}

export function resolveSides(
  text: string,
  parties: Party[],
  matched: Party | undefined,
  defined: ReadonlyMap<string, number>,
  behalfOf: string,
): Sides {
  const self = findSelf(text, parties, matched, behalfOf);
  const found = otherParty(text, parties, self);
  const other = found ? withAlias(text, found) : undefined;
  // A party is called by its role, else by the alias the contract uses most ("Party B", not the
  // city its name starts with), else by its name.
  const uses = (w: string) => text.split(w).length - 1;
  // A term the contract defines in quotes ("Consultant") before a first name it merely repeats ("Gianluca").
  const weight = (w: string) => uses(w) + (quotedIn(text, w) ? 1e6 : 0);
  const label = (p: Party | undefined, dflt: string, not: ReadonlySet<string> = new Set()) =>
    p ? (p.role ?? [...p.aliases].filter((a) => !not.has(a)).sort((a, b) => weight(b) - weight(a))[0] ?? p.name) : dflt;
  // A word both parties carry ("Domini" of "Domini Advisor Trust", and of Domini Social Investments LLC
  // ("Domini" or the "Sponsor")) names the party the contract defines it after, not the other.
  const definedAfter = (p: Party | undefined) =>
    new Set(p ? findNames(text, p.name).flatMap((at) => aliasesAfter(text, at, p.name.length)) : []);
  const [selfDefined, otherDefined] = [definedAfter(self), definedAfter(other)];
  const selfWords = partyWords(self, text, defined).filter(
    (w) => !otherDefined.has(w) || selfDefined.has(w) || w === self?.role,
  );
  selfWords.push(...principals(text, self, findNames));
  const selfSet = new Set(selfWords.map((w) => w.toLowerCase()));
  const selfRe = wordsRe(selfWords);
  // Words of the reviewed party win where both would match ("Company" for both is not a side).
  const otherRe = wordsRe(
    [...partyWords(other, text, defined), ...principals(text, other, findNames)].filter(
      (w) => !selfSet.has(w.toLowerCase()),
    ),
  );
  return {
    ...(self ? { self } : {}),
    ...(other ? { other } : {}),
    selfLabel: label(
      self,
      behalfOf.trim() || 'the reviewing party',
      new Set([...otherDefined].filter((w) => !selfDefined.has(w))),
    ),
    otherLabel: label(other, 'the other party'),
    ...(selfRe ? { selfRe } : {}),
    ...(otherRe ? { otherRe } : {}),
  };
}

function collect(re: RegExp | undefined, s: string, who: Who, out: Mention[]): void {
  if (!re) return;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null) {
    out.push({ at: m.index, end: m.index + m[0].length, who });
    if (m[0].length === 0) re.lastIndex++;
  }
}

/** Every mention of a side in s, in order; where two overlap the longer (more specific) one stays. */
export function mentions(sides: Sides, s: string): Mention[] {
  const all: Mention[] = [];
  collect(sides.selfRe, s, 'self', all);
  collect(sides.otherRe, s, 'other', all);
  collect(MUTUAL_RE, s, 'mutual', all);
  collect(THIRD_RE, s, 'none', all);
  all.sort((a, b) => a.at - b.at || b.end - a.end);
  const out: Mention[] = [];
  for (const m of all) {
    const last = out[out.length - 1];
    if (last && m.at < last.end) continue;
    // "The Reseller Agreement can be terminated": a document named after a party is not the party.
    if ((m.who === 'self' || m.who === 'other') && /^[\s-]+agreement\b/i.test(s.slice(m.end, m.end + 12))) continue;
    // "Either Consultant or Company may terminate", "NVOS and HGF may renew": both sides together.
    if (
      last &&
      last.who !== m.who &&
      last.who !== 'mutual' &&
      last.who !== 'none' &&
      m.who !== 'mutual' &&
      m.who !== 'none'
    ) {
      if (JOINED_RE.test(s.slice(last.end, m.at)) && !/^['’]/.test(s.slice(m.end, m.end + 1))) {
        out[out.length - 1] = { at: last.at, end: m.end, who: 'mutual' };
        continue;
      }
    }
    out.push(m);
  }
  return out;
}

/** Between the two sides' names when a sentence speaks of both at once: "X or Y", "X and Y", "X nor Y". */
const JOINED_RE = /^\s*(?:,\s*)?(?:or|and|nor|&)\s+(?:the\s+)?$/i;

/** The side opposite to who (mutual and none stay as they are). */
export function flip(who: Who): Who {
  return who === 'self' ? 'other' : who === 'other' ? 'self' : who;
}

/** The side named right at `from` in `text` ("by FCC", "sold by SIERRA"), looking `window` characters on. */
export function sideRightAt(sides: Sides, text: string, from: number, window: number): Who | undefined {
  return mentions(sides, text.slice(from, from + window)).find((m) => m.at === 0)?.who;
}

/** The side named first or last in `s` (a party, both sides together, never a third party), or undefined. */
export function sideNamed(sides: Sides, s: string, which: 'first' | 'last'): Who | undefined {
  const named = mentions(sides, s).filter((m) => m.who !== 'none');
  return (which === 'last' ? named[named.length - 1] : named[0])?.who;
}
