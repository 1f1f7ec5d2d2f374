/**
 * Parties and defined terms: preamble aliases ("Licensor"), "between X and Y", signature blocks
 * and, for unfilled templates, the role words the text uses (Provider / Customer).
 */
import { clean } from './text';

export interface Party {
  name: string;
  role?: string;
  /** Words the contract uses for this party: alias, role, short name. */
  aliases: string[];
  index: number;
}

export const ROLE_WORDS = [
  'Licensor',
  'Licensee',
  'Distributor',
  'Customer',
  'Provider',
  'Supplier',
  'Vendor',
  'Client',
  'Consultant',
  'Contractor',
  'Buyer',
  'Seller',
  'Purchaser',
  'Franchisee',
  'Franchisor',
  'Employee',
  'Employer',
  'Lender',
  'Borrower',
  'Landlord',
  'Tenant',
  'Lessor',
  'Lessee',
  'Manufacturer',
  'Reseller',
  'Agent',
  'Principal',
  'Partner',
  'Sponsor',
  'Discloser',
  'Recipient',
  'Company',
  'Service Provider',
  'Developer',
  'Publisher',
  'Producer',
  'Owner',
  'Investor',
  'Contractor',
  'Processor',
  'Controller',
  'Subscriber',
  'Affiliate',
  'Marketer',
  'Dealer',
  'Institution',
  'Collaborator',
  'Executive',
];
const ROLE_SET = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));
const NOT_PARTY =
  /^(?:agreement|this agreement|effective date|party|parties|territory|products?|services?|software|hardware|term|price list|confidential information|brand|amendment|mnda|cover page|standard terms|order form|exhibit|schedule|purchase order|specifications?|documentation|deliverables?|trademarks?|marks|licensed products?|affiliates?|action|permitted activity)$|(?:agreement|terms|business|dpa)$/i;

const ALIAS_RE =
  /\(\s*(?:each\s+)?(?:hereinafter\s+(?:referred\s+to\s+as\s+)?|referred\s+to\s+(?:herein\s+)?as\s+|collectively,?\s+)?(?:the\s+|a\s+|“|")?["“]?([A-Z][A-Za-z0-9 .&'’-]{1,40}?)["”]\s*(?:,?\s*or\s+(?:the\s+)?["“][^"”]{1,40}["”]\s*)?\)/g;
const ENTITY_RE =
  /([A-Z][A-Za-z0-9&.'’-]*(?:[ \t\n]+(?:[A-Z][A-Za-z0-9&.'’-]*|&|of|de|and)){0,7}?,?[ \t\n]+(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Company|Co|L\.P|LP|LLP|GmbH|AG|S\.A|SA|plc|PLC|N\.V|B\.V|Pty|Trust|Bank|Holdings|Incorporated|S\.p\.A|AB|ASA|Oy|KG|Fund)\b\.?)/g;

function normName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[“”"'’]/g, '')
    .replace(/\b(inc|llc|ltd|limited|corp|corporation|company|co|plc|lp|llp|gmbh|ag|sa)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function nameBefore(window: string): { name: string; at: number; entity: boolean } | undefined {
  let best: { name: string; at: number; entity: boolean } | undefined;
  ENTITY_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ENTITY_RE.exec(window)) !== null) {
    const tail = window.slice(m.index + m[0].length);
    if (tail.length <= 260 && !/\(["“]/.test(tail))
      best = { name: clean(m[1]!).replace(/^(?:and|between|by|with|among)\s+/i, ''), at: m.index, entity: true };
  }
  const kw =
    /(?:(?:\bbetween|\band|\bby|\bamong|\bwith)\s+|\n[ \t]*\n[ \t]*|^\s*)(?:the\s+)?([A-Z][^,(\n“"]{1,80}?)\s*(?:,|\(|\n)/g;
  let kwBest: { name: string; at: number; entity: boolean } | undefined;
  while ((m = kw.exec(window)) !== null) {
    const tail = window.slice(m.index + m[0].length);
    if (!/\(["“]/.test(tail) && tail.length <= 300)
      kwBest = { name: clean(m[1]!), at: m.index + m[0].indexOf(m[1]!), entity: false };
    if (m[0].length === 0) kw.lastIndex++;
  }
  if (
    kwBest &&
    (!best || kwBest.at > best.at + 2) &&
    /^(?:[A-Z0-9][\w.&'’-]*|of|and|de|&)(?:\s+(?:[A-Z0-9][\w.&'’-]*|of|and|de|&)){0,6}$/.test(kwBest.name) &&
    !/^(?:This|The|Each|Such|Any|A|An|WHEREAS)\b/.test(kwBest.name)
  )
    return kwBest;
  return best;
}

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

export function findParties(text: string, preambleEnd: number): Party[] {
  const region = text.slice(0, Math.min(Math.max(preambleEnd, 1500), 8000));
  const parties: Party[] = [];
  const push = (name: string, alias: string | undefined, index: number) => {
    name = name
      .replace(/\s*,$/, '')
      .replace(/^(?:and|between|by|among)\s+/i, '')
      .trim();
    if (!name || name.length > 90 || /\s(?!(?:of|and|de|du|the|&)\s)[a-z]/.test(` ${name}`.replace(/^ /, ''))) return;
    const role = alias && ROLE_SET.has(alias.toLowerCase()) ? alias : undefined;
    const existing = parties.find((p) => normName(p.name) === normName(name) || (alias && p.aliases.includes(alias)));
    if (existing) {
      if (alias && !existing.aliases.includes(alias)) existing.aliases.push(alias);
      if (role && !existing.role) existing.role = role;
      return;
    }
    const aliases = alias ? [alias] : [];
    const short = name.split(/[\s,]+/)[0]!;
    if (short.length > 3 && short !== alias && !/^(?:The|A)$/i.test(short)) aliases.push(short);
    parties.push({ name, ...(role ? { role } : {}), aliases, index });
  };
  ALIAS_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ALIAS_RE.exec(region)) !== null && parties.length < 6) {
    const alias = m[1]!.trim();
    if (NOT_PARTY.test(alias)) continue;
    const window = region.slice(Math.max(0, m.index - 400), m.index);
    const found = nameBefore(window);
    const isRole = ROLE_SET.has(alias.toLowerCase());
    if (found && parties.length >= 2 && !found.entity) continue;
    if (found && (isRole || found.name.length <= 80) && !NOT_PARTY.test(found.name)) {
      if (/^(?:a|an|the)\s/i.test(found.name) && !isRole) continue;
      push(found.name, alias, Math.max(0, m.index - 400) + found.at);
    } else if (isRole) push(alias, alias, m.index);
  }
  if (parties.length < 2) {
    const between =
      /\bbetween\s+([A-Z][^,()\n]{1,80}?)(?:,[^,()]{0,120})?\s+and\s+([A-Z][^,()\n]{1,80}?)\s*(?:[,.(]|\n)/.exec(
        region,
      );
    if (between) {
      push(clean(between[1]!), undefined, between.index);
      push(clean(between[2]!), undefined, between.index);
    }
  }
  if (parties.length < 2) {
    // Templates: the role words the contract uses most ("Provider" / "Customer").
    const counts = ROLE_WORDS.map((w) => ({ w, n: (text.match(new RegExp(`\\b${w}\\b`, 'g')) ?? []).length })).filter(
      (c) => c.n >= 5,
    );
    counts.sort((a, b) => b.n - a.n || a.w.localeCompare(b.w));
    for (const c of counts.slice(0, 2))
      if (!parties.some((p) => p.aliases.includes(c.w)))
        parties.push({ name: c.w, role: c.w, aliases: [c.w], index: text.indexOf(c.w) });
  }
  return parties;
}

/** Matches behalfOf ("Ingram Micro", "the Distributor", "customer") to a party. */
export function matchParty(parties: Party[], behalfOf: string): Party | undefined {
  const b = normName(behalfOf.replace(/^(?:the|on behalf of)\s+/i, ''));
  if (!b) return undefined;
  for (const p of parties) {
    const keys = [p.name, p.role ?? '', ...p.aliases].map(normName).filter(Boolean);
    if (keys.includes(b)) return p;
  }
  for (const p of parties) {
    const keys = [p.name, p.role ?? '', ...p.aliases].map(normName).filter((k) => k.length >= 3);
    if (keys.some((k) => b.includes(k) || k.includes(b))) return p;
  }
  const bw = b.split(' ').filter((w) => w.length > 3);
  return parties.find((p) =>
    normName(p.name)
      .split(' ')
      .some((w) => bw.includes(w)),
  );
}
