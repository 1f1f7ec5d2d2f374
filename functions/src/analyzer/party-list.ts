/**
 * Every party as written: the preamble ("by and between A, a Delaware corporation ("Licensor"),
 * and B ("Licensee")", title blocks "BETWEEN A AND B", numbered "(1) A ... (2) B", "Party A: ...")
 * and the signature blocks ("For and on behalf of A", "A\nBy: ____"). Aliases in brackets are kept
 * as aliases, never as part of the name. Templates without names fall back to their role words.
 */
import type { Party } from './party';
import { notAName, readName } from './party-names';
import { ROLE_SET, ROLE_WORDS, rolesFromBackground, templateRoles, type Raw } from './party-roles';
import { letterAddressee, fromNameFields, servicesOf } from './party-letters';
import { fromSignatures } from './party-signatures';
import { maskCoverFields, maskFurniture, preambleEnd } from './regions';
import { normName, sameParty, SUFFIX_OF, suffixKind } from './party-same';

export { ROLE_SET, ROLE_WORDS };
export { normName };

/** Aliases and definitions that are not parties. */
const NOT_PARTY =
  /^(?:agreement|this agreement|effective date|execution date|party|parties|territory|products?|services?|software|hardware|term|price list|confidential information|brand|amendment|mnda|cover page|standard terms|order form|exhibit|schedule|purchase order|specifications?|documentation|deliverables?|trademarks?|marks|licensed products?|affiliates?|action|permitted activity|securities|business|company parties|.*\bparties|.*\bagreement)$/i;

const KEYWORD =
  /\bby\s+and\s+(?:between|among)\b|\bbetween\b|\bamong(?:st)?\b|(?<!\bOF\s+THE\s+)\bPARTIES\s*:?(?=\s*(?:\(1\)|\(a\)|1\.|\n))|\b(?:made|entered\s+into|executed|issued|given)\b[^.\n]{0,80}?\bby\b(?!\s+and\b)|\bParty\s+A\s*(?:\([^()\n]{1,30}\)\s*)?:|\bB\s+E\s+T\s+W\s+E\s+E\s+N\b/gi;

/** Where the sentence that lists the parties ends: a full stop outside brackets, not an abbreviation. */
function segmentEnd(s: string, from: number, limit: number): number {
  let depth = 0;
  for (let i = from; i < limit; i++) {
    const c = s[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '.' && depth === 0 && /\s/.test(s[i + 1] ?? ' ')) {
      const word = /(\S+)$/.exec(s.slice(Math.max(from, i - 12), i))?.[1] ?? '';
      const abbrev = /^(?:[A-Za-z]{1,4}|[A-Za-z](?:\.[A-Za-z])+|S\.p\.A|Corp|Ltd|Inc|Esq|Pty|Pte|publ)$/.test(word);
      const next = s.slice(i + 1, i + 12);
      // "Erchonia Corporation. ("Erchonia") whose ...": a full stop followed by a bracket or lower case goes on.
      if (/^[ \t]+[(a-z0-9,]/.test(next) || /^\(?\d{1,2}$/.test(word)) continue;
      // The list goes on after a blank line: "... Ltd.\n\nand B", "... Ltd.\n\nParty B: ...", "(2) ...",
      // or the name's description does ("Roche Inc.\n\nwith an office at ...").
      if (
        /^\s*\n\s*\n\s*(?:&|and\b|AND\b|-\s*and|Party\s+[B-H]\b|\(\s*[2-9]\s*\)|with\s|having\s|whose\s|located\s|a\s|an\s|on\s+the\s+(?:one|other)\s+hand|\()/.test(
          s.slice(i + 1, i + 40),
        )
      )
        continue;
      if (!abbrev || /^\s*\n\s*\n/.test(next) || /^\s+(?:WHEREAS|The|This|Each|In|NOW)\b/.test(next)) return i;
    }
  }
  return limit;
}

const SEPARATOR =
  /;|[ \t]*\n[ \t]*\n\s*|,?\s+(?:and|AND),?\s+(?!(?:its|their|together|each|collectively|the\s+other|existing|organi[sz]ed|between|among|duly)\b)|,?\s*\n[ \t]*(?:and|AND|And|-\s*and\s*-|&)[ \t]*:?[ \t]*(?=\n)|\s-\s*and\s*-\s|\(\s*\d\s*\)\s|\(\s*[a-h]\s*\)\s(?=[A-Z])|Party\s+[A-Z]\s*(?:\([^()\n]{1,30}\)\s*)?:|\bAND\s*:|\b(?:Company|Licensee|Licensor|Customer|Supplier|Distributor|Reseller|Client|Vendor|Consultant|Contractor|Buyer|Seller|Purchaser)\s*:\s+(?=[A-Z])|\)\s*,?\s*(?=[A-Z])|\b(?:by\s+and\s+)?(?:between|among(?:st)?)\b\s*:?\s*|\bunder\s+which\s+(?=[A-Z])|,?\s+in\s+fav(?:o|ou)r\s+of\s+(?=[A-Z])|,?\s+(?:hereby\s+)?(?:authori[sz]es|appoints|engages|retains)\s+(?=[A-Z])/g;

/** Splits a preamble segment into one piece per party (brackets are never split). */
export function pieces(s: string, base: number): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let depth = 0;
  let start = 0;
  const depthAt: number[] = [];
  for (let i = 0; i < s.length; i++) {
    depthAt.push(depth);
    if (s[i] === '(') depth++;
    else if (s[i] === ')') depth = Math.max(0, depth - 1);
  }
  SEPARATOR.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SEPARATOR.exec(s)) !== null) {
    if (m[0].length === 0) {
      SEPARATOR.lastIndex++;
      continue;
    }
    const closing = m[0].startsWith(')');
    if ((depthAt[m.index] ?? 0) > (closing ? 1 : 0)) continue;
    if (closing && !/["“”]/.test(s.slice(Math.max(start, s.lastIndexOf('(', m.index)), m.index))) continue;
    // "Louisville Gas and Electric Company", "Centre for Probe Development and Commercialization": "and"
    // between two capitalised words of one name.
    if (/^,?\s+and\s+$/i.test(m[0]) && !/\n/.test(m[0])) {
      const left = s.slice(start, m.index);
      const right = s.slice(m.index + m[0].length, m.index + m[0].length + 40);
      if (
        /^(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+(?:(?:of|for|de)\s+)?[A-Z][\w.&'’-]*)*$/.test(left.trim()) &&
        /^[A-Z]/.test(right) &&
        !/,/.test(m[0])
      )
        if (!/\b(?:Inc|LLC|Ltd|Limited|Corp|Corporation|Company|plc|GmbH|AG|B\.V|N\.V|S\.A)\.?$/.test(left.trim()))
          continue;
    }
    const cut = closing ? m.index + 1 : m.index;
    out.push({ text: s.slice(start, cut), at: base + start });
    start = m.index + m[0].length;
  }
  out.push({ text: s.slice(start), at: base + start });
  return out;
}

/** Offices a person holds for a party ("director of", "President of"). */
const OFFICE = String.raw`(?:director|president|chief\s+\w+\s+officer|ceo|managing\s+director|general\s+manager|owner|officer|manager|authori[sz]ed\s+(?:signatory|representative))`;

const HEADINGISH =
  /\b(?:DEFINITIONS?|WARRANT\w*|CONFIDENTIAL|TREATMENT|ARTICLE|SECTION|SCHEDULES?|EXHIBIT|ANNEX|AGREEMENT|AGREES?|CONSTRUCTION|TERMS?|PROPERTY|COVENANTS?|OBLIGATIONS?|RULES|INTERPRETATION|RECITALS|HOSTING|MAINTENANCE|PAGE|TABLE|CONTENTS|REQUESTED|BOUND|PORTIONS|Products|Pricing)\b|\d$/i;

// Double quotes, or single quotes round a capitalised term ('the Manufacturer'), never an apostrophe.
const ALIAS_IN = /["“]([^"”\n]{1,50}?)["”]|(?<![\w'])['‘](?:the\s+)?([A-Z][^'’\n]{0,48}?)['’](?!\w)/g;

/** The aliases defined in brackets in s: ("Licensor"), (the "Company"); not "formerly ..." names. */
function aliasesOf(s: string): string[] {
  const aliases: string[] = [];
  const paren = /\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g;
  let m: RegExpExecArray | null;
  while ((m = paren.exec(s)) !== null) {
    if (/\b(?:formerly|f\/k\/a|dba|d\/b\/a)\b/i.test(m[1]!)) continue;
    ALIAS_IN.lastIndex = 0;
    let a: RegExpExecArray | null;
    while ((a = ALIAS_IN.exec(m[1]!)) !== null) {
      const alias = (a[1] ?? a[2]!).replace(/[,.]$/, '').trim();
      if (alias && !NOT_PARTY.test(alias) && !aliases.includes(alias)) aliases.push(alias);
    }
  }
  return aliases;
}

function readPiece(p: { text: string; at: number }, trusted = false): Raw | undefined {
  let lead =
    /^[\s,:;]*(?:by\s+and\s+(?:between|among)\s*:?|between\s*:?|among(?:st)?\s*:?|by\s+|with\s+|and\s*:?\s*)?\s*,?\s*(?:on\s+the\s+(?:one|other)\s+hand,?\s*)?(?:\(\s*\d\s*\)\s*|\d\.\s+|Party\s+[A-Z]\s*(?:\([^()\n]{1,30}\)\s*)?:\s*)?/i.exec(
      p.text,
    )![0];
  // "between professional golfer, TOM WATSON, (...)": a description in front of the name.
  const described0 = /^(?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*,\s+(?=[A-Z])/.exec(p.text.slice(lead.length))?.[0] ?? '';
  lead += described0;
  const body = p.text.slice(lead.length);
  // "Kiromic, Inc (the "Company"), is pleased ... to retain Gianluca Rotino ("Consultant")": once the
  // sentence goes on with its verb, later brackets define other names.
  const verb = /\)\s*,?\s+(?:is|are|has|have|agrees?|hereby|shall|will|wishes|wish|desires?)\b/.exec(body);
  const aliases = aliasesOf(verb ? body.slice(0, verb.index + 1) : body);
  const hereinafter =
    /\bhereinafter\s+(?:called|referred\s+to\s+as)?\s*(?:the\s+)?["“]?([A-Z][\w ]{1,30}?)["”]?(?=[),.]|$)/.exec(body);
  if (hereinafter && !aliases.includes(hereinafter[1]!) && !NOT_PARTY.test(hereinafter[1]!))
    aliases.push(hereinafter[1]!);
  if (/^\s*(?:\[[^\]\n]{0,30}\]|<<[^>]{0,40}>>|_{3,}|\{[a-z_]+\})/.test(body)) {
    // An unfilled template name: the alias stands for the party.
    if (aliases[0]) return { name: aliases[0], aliases, index: p.at + lead.length, entity: false, placeholder: true };
    return undefined;
  }
  let run = readName(body);
  if (!run) return undefined;
  if (run.at > 3) return undefined;
  // "Natalija Tunevic, director of FreeCook": the party is the company the person signs for.
  const actsFor = new RegExp(
    `^[\\s\\S]{${run.at + run.name.length}}[^,(]{0,8},?\\s+(?:the\\s+)?${OFFICE}\\s+(?:of|for)\\s+`,
  ).exec(body);
  if (actsFor) {
    const company = readName(body, actsFor[0].length);
    if (company) run = company;
  }
  const name = run.name;
  // A title block puts each name on a line of its own ("BETWEEN\nINGRAM MICRO\nAND\nNETGEAR\n..."):
  // an alias further on belongs to whatever the next lines introduce, not to this name.
  const line = /^[^\n(]*\n/.exec(body.slice(run.at));
  if (line && line[0].trim() === name && !/^\s*\(/.test(body.slice(run.at + line[0].length))) {
    const own = new Set(aliasesOf(body.slice(0, run.at + line[0].length)));
    for (let i = aliases.length - 1; i >= 0; i--) if (!own.has(aliases[i]!)) aliases.splice(i, 1);
  }
  if (NOT_PARTY.test(name) || /^(?:a|an|such|each|any|its|their|said)\b/i.test(name)) return undefined;
  // "ODM SUPPLY AGREEMENT": words in front of "Agreement" are the document's title, not a party.
  if (
    !run.entity &&
    aliases.length === 0 &&
    /^\s*(?:AGREEMENT|Agreement|CONTRACT|Contract)\b/.test(body.slice(run.at + name.length))
  )
    return undefined;
  if (/^the\s/i.test(name) && (!/\s\S+\s/.test(name.slice(3)) || ROLE_SET.has(name.slice(4).toLowerCase())))
    return undefined;
  if (/^\d/.test(name) && !run.entity) return undefined;
  // A name needs a sign that it is a party: an alias, a corporate suffix, a title-block capital name or
  // a description ("a Delaware corporation", "located at", "an individual"); table-of-contents lines have none.
  const described =
    /^[^()]{2,120}?,?\s+(?:a|an)\s+(?:[A-Z][\w-]*\s+){0,4}(?:corporation|company|limited|partnership|association|university|bank|trust|individual|entity|societe|organi[sz]ation)\b|\b(?:located|having|whose|with\s+(?:its|offices|a\s+place)|residing|an\s+individual|organi[sz]ed|incorporated|registered)\b/i.test(
      body.slice(0, 240),
    );
  if (ROLE_SET.has(name.toLowerCase())) return undefined;
  if (!run.entity && aliases.length === 0) {
    // Without an alias or a corporate suffix a name must look like one: not a heading, a recital
    // letter, a city or a public body ("the Federal Communications Commission").
    if (HEADINGISH.test(name) || /^[A-Z]\.\s/.test(name) || (/^the\s/i.test(name) && !described)) return undefined;
    if (!/\s/.test(name) && !/\.[a-z]/.test(name)) return undefined;
    const caps = name === name.toUpperCase() && /[A-Z]{2}/.test(name);
    if (!trusted && !described && !caps) return undefined;
  }
  return { name, aliases, index: p.at + lead.length + run.at, entity: run.entity, placeholder: false };
}

export function fromPreamble(text: string): Raw[] {
  const end = preambleEnd(text);
  const limit = Math.max(end, Math.min(text.length, 2500));
  const masked = maskCoverFields(maskFurniture(text));
  const out: Raw[] = [];
  KEYWORD.lastIndex = 0;
  let k: RegExpExecArray | null;
  let n = 0;
  while ((k = KEYWORD.exec(masked)) !== null && k.index < limit && n++ < 6) {
    // Past the recitals' start, once two parties are named: "an agreement between A and B" in a
    // recital names other companies (group members, earlier contracts), not this contract's parties.
    if (k.index >= end && out.length >= 2) break;
    const from = k.index;
    const to = segmentEnd(masked, k.index + k[0].length, Math.min(from < end ? end : limit, from + 2500));
    // "made ... by X": the piece list starts after "by".
    const begin = /^(?:made|entered|executed|issued|given)/i.test(k[0]) ? k.index + k[0].length : from;
    // A title block runs into the table of contents on cover pages: its headings are not parties.
    const toc = /\bTABLE\s+OF\s+CONTENTS\b|^\s*CONTENTS\s*$/im.exec(masked.slice(begin, to));
    // A title's purpose after the last party's alias ("... AND HARVEST GOLD FARMS INC. ("HGF") FOR THE
    // DEVELOPMENT, MANAGEMENT AND OPERATION OF ..."): its words, to the end of the line, are not more
    // parties. Blanked rather than cut: the list may go on past it ("... is entered into between ...").
    const seg = masked
      .slice(begin, toc ? begin + toc.index : to)
      .replace(
        /(["”]\s*\))(\s*,?\s+(?:FOR|REGARDING|RELATING\s+TO|CONCERNING|IN\s+RESPECT\s+OF|WITH\s+RESPECT\s+TO)\s+(?:THE\s+)?[A-Z][^\n]*)/g,
        (_, alias: string, purpose: string) => alias + ' '.repeat(purpose.length),
      );
    // "This hosting agreement between A and B": the sentence names the parties of this agreement.
    const lead = masked.slice(Math.max(0, from - 200), from);
    const trusted =
      /\b(?:this|the)\b[^.]{0,150}\b(?:agreement|contract|amendment|addendum|licen[cs]e|lease)\b[^.]{0,150}$/i.test(
        lead,
      );
    for (const p of pieces(seg, begin)) {
      const r = readPiece(p, trusted);
      if (r) out.push(r);
      else if (/^\s*(?:\(|(?:with|having|whose|located)\s)/i.test(p.text) && out.length > 0) {
        // An alias on its own line under the name: ("Emerald" or the "Company"); or after a description
        // a semicolon cut from it ("YourNetPlus.com, Inc., a New York Corporation; with its principle
        // office located at ... ("Provider")").
        const alias = /^\s*\(/.test(p.text)
          ? readPiece({ text: `X ${p.text.trim()}`, at: p.at })?.aliases
          : aliasesOf(p.text).filter((a) => !NOT_PARTY.test(a));
        for (const a of alias ?? [])
          if (!out[out.length - 1]!.aliases.includes(a)) out[out.length - 1]!.aliases.push(a);
      }
    }
    KEYWORD.lastIndex = Math.max(KEYWORD.lastIndex, to);
  }
  return out;
}

export function findParties(text: string, _preambleEnd?: number): Party[] {
  const parties: Party[] = [];
  // The first word of a name kept as an alias ("Domini" of "Domini Advisor Trust"): the contract did
  // not define it, so another party defined by it ("Domini Social Investments LLC ("Domini")") is not this one.
  const shortOf = new Map<Party, string>();
  const push = (r: Raw) => {
    if (notAName(r.name)) return;
    // A signature block's role label in front of the name: "DISTRIBUTOR SMSA Ballinger Acquisition Corp.".
    // Or in another case than the name: "Developer SEATTLE SOFTWARE DEVELOPERS, Inc.".
    const label = /^([A-Za-z]+):?\s+(?=\S)/.exec(r.name);
    const rest = label ? r.name.slice(label[0].length) : '';
    const labelCase = label && label[1] === label[1]!.toUpperCase() ? /[a-z]/.test(rest) : /^[A-Z0-9]{2,}\b/.test(rest);
    // The label is the party's role: kept as its alias when written as the contract uses it ("Developer").
    if (label && labelCase && ROLE_SET.has(label[1]!.toLowerCase())) {
      const asWritten = /[a-z]/.test(label[1]!);
      const aliases = r.aliases.filter((a) => a !== label[1]);
      r = { ...r, name: rest, aliases: asWritten ? [label[1]!, ...aliases] : aliases };
    }
    // Or its defined short name with the same company form: "I3 ICS, LLC" signing for i3 Integrative
    // Creative Solutions, LLC ("i3 ICS"); not "Adaptimmune Limited" beside Adaptimmune LLC ("Adaptimmune").
    const own = (a: string, p: Party) => a !== shortOf.get(p) && !ROLE_SET.has(a.toLowerCase());
    const bare = normName(r.name);
    const form = suffixKind(r.name);
    const existing = parties.find(
      (p) =>
        sameParty(p.name, r.name) ||
        r.aliases.some((a) => p.aliases.includes(a) && own(a, p)) ||
        (bare.length >= 3 &&
          (!form || !suffixKind(p.name) || form === suffixKind(p.name)) &&
          p.aliases.some((a) => own(a, p) && normName(a) === bare)),
    );
    if (existing) {
      for (const a of r.aliases) if (!existing.aliases.includes(a)) existing.aliases.push(a);
      if (!existing.role) {
        const role = r.aliases.find((a) => ROLE_SET.has(a.toLowerCase()));
        if (role) existing.role = role;
      }
      // Prefer the fuller, entity form of the name ("Acme, Inc." over "ACME").
      if (
        !/[a-z]/.test(existing.name) &&
        /[a-z]/.test(r.name) &&
        normName(r.name).length >= normName(existing.name).length
      )
        existing.name = r.name;
      return;
    }
    if (parties.length >= 80) return;
    const role = r.aliases.find((a) => ROLE_SET.has(a.toLowerCase()));
    const aliases = [...r.aliases];
    const short = r.name.split(/[\s,]+/)[0]!;
    const addShort = !r.placeholder && short.length > 3 && !aliases.includes(short) && !/^(?:The|A)$/i.test(short);
    if (addShort) aliases.push(short);
    // "the TOWN OF VINTON": a lower-case article is the sentence's, not the name's.
    const party: Party = {
      name: r.name.replace(/^the\s+(?=[A-Z])/, ''),
      ...(role ? { role } : {}),
      aliases,
      index: r.index,
      ...(r.placeholder ? { unnamed: true as const } : {}),
    };
    if (addShort) shortOf.set(party, short);
    parties.push(party);
  };
  const pre = fromPreamble(text);
  // "LG&E" for "Louisville Gas and Electric Company": the initials of a name, "and" written "&".
  const initials = (name: string) =>
    name
      .split(/[\s,]+/)
      .filter((w) => w && !SUFFIX_OF.test(w))
      .map((w) => (/^(?:and|&)$/i.test(w) ? '&' : w[0]!.toUpperCase()))
      .join('');
  const namedAs = (r: Raw, side: string) =>
    pre.some((o) => o !== r && /^[A-Z&]{3,8}$/.test(side.trim()) && initials(o.name) === side.trim()) ||
    pre.some(
      (o) =>
        o !== r &&
        normName(o.name) !== normName(r.name) &&
        ((normName(side).includes(' ') && sameParty(o.name, side)) || o.aliases.includes(side.trim())),
    );
  // "BETWEEN THE JOHNS HOPKINS UNIVERSITY & VIRTUOSO SURGICAL, INC.": a title line's two names
  // joined, each of which the preamble names again on its own.
  // "Heritage and Premier are each ...": two parties already named, not a third one.
  const joined = (r: Raw) => {
    const sides = r.name.split(/\s+(?:and|&)\s+/i);
    if (sides.length === 2 && sides.every((side) => namedAs(r, side))) return true;
    return (
      !r.entity &&
      / and /i.test(r.name) &&
      r.name
        .split(/ and /i)
        .some((side) => pre.some((o) => o !== r && (sameParty(o.name, side) || o.aliases.includes(side.trim()))))
    );
  };
  for (const r of pre) if (!joined(r)) push(r);
  const sig = fromSignatures(text);
  // Two signature blocks side by side read as one line ("ACME CORPORATION BETA, LLC"): a name that
  // holds two parties already found is those two, not a third.
  const holdsTwo = (r: Raw) =>
    parties.filter((p) => ` ${normName(r.name)} `.includes(` ${normName(p.name)} `)).length >= 2;
  for (const r of sig) if ((r.entity || r.sure || parties.length < 2) && !holdsTwo(r)) push(r);
  // Letters and certificates name their parties without "between": the first sentence of the
  // opening that defines two or more of them by alias ("X, a ... corporation (the "Company"), Y (the
  // "Bank") and Z ... hereby confirm ...").
  if (parties.length < 2 || pre.length < 2) for (const r of fromDefinitions(text)) if (!joined(r)) push(r);
  if (parties.length < 2) for (const r of fromNameFields(text)) push(r);
  for (const r of letterAddressee(text)) push(r);
  for (const r of servicesOf(text)) push(r);
  // Only an unfilled template, with no name at all, is read by its role words (Provider / Customer).
  if (parties.length === 0) parties.push(...templateRoles(text));
  const found = parties.filter((p) => isPartyName(p.name, parties));
  rolesFromBackground(text, found);
  return found;
}

/**
 * Whether a name can be a party's: not a public regulator named in passing, a phrase of the text
 * ("wholly-owned"), a table-of-contents line ("Renewal 15.4 Excusable Delay"), or two parties'
 * aliases or roles joined ("Distributor and NETGEAR", "SEV and DCL").
 */
function isPartyName(name: string, all: readonly Party[]): boolean {
  if (notAName(name)) return false;
  const sides = name.split(/\s+(?:and|&)\s+/i);
  if (sides.length !== 2) return true;
  const known = (side: string) =>
    ROLE_SET.has(side.trim().toLowerCase()) ||
    all.some((p) => p.name !== name && (p.aliases.includes(side.trim()) || sameParty(p.name, side)));
  return !sides.every(known);
}

/** The opening's first sentence that defines two or more names by alias, read as a list of parties. */
function fromDefinitions(text: string): Raw[] {
  const masked = maskFurniture(text);
  const end = Math.min(masked.length, Math.max(preambleEnd(text), 3000));
  const alias = /\((?:the\s+|this\s+)?["“][^"”]{1,40}["”]\)/g;
  const first = alias.exec(masked.slice(0, end));
  const second = first && alias.exec(masked.slice(0, end));
  if (!first || !second) return [];
  // The sentence around both: from the last full stop, blank line or salutation's colon ("Ladies and
  // Gentlemen:") before the first alias (not the point of "Inc."), to the sentence's end after the second.
  const before = masked.slice(Math.max(0, first.index - 600), first.index);
  let from = Math.max(0, first.index - 600);
  const stop = /\n\s*\n|:\s|[.;]\s+(?=[A-Z])/g;
  let b: RegExpExecArray | null;
  while ((b = stop.exec(before)) !== null)
    if (!(b[0].startsWith('.') && /\b(?:Inc|Ltd|Co|Corp|N\.A|L\.P|B\.V|S\.A|[A-Z])$/.test(before.slice(0, b.index))))
      from = Math.max(0, first.index - 600) + b.index + b[0].length;
  if (second.index - from > 1500) return [];
  const to = segmentEnd(masked, second.index + second[0].length, Math.min(masked.length, second.index + 600));
  const out: Raw[] = [];
  for (const p of pieces(masked.slice(from, to), from)) {
    const r = readPiece(p, true);
    if (r) out.push(r);
  }
  return out;
}
