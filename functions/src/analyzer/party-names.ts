/**
 * Reading a party's name as written: "Acme Analytics, Inc.", "TELCOSTAR PTE, LTD.",
 * "Rise (Tianjin) Education Information Consulting Co., Ltd.", "ebix.com, Inc.", "Kenneth Turpin".
 * A name is a run of capitalised words (with "of", "and", "&" inside), corporate suffixes after a
 * comma and short unquoted parentheses; it stops at the description ("a Delaware corporation"),
 * the alias in brackets, an address or a lower-case word.
 */

import { PLACE_NAMES } from './places';

export const SUFFIX =
  /^(?:Inc|Incorporated|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Company|Co|L\.?P|LLP|L\.L\.P|PLC|plc|GmbH|AG|S\.?A|SA|S\.A\.S|SAS|S\.p\.A|SpA|S\.r\.l|N\.?V|B\.?V|Pty|Pte|AB|ASA|A\/S|AS|Oy|Oyj|KG|KGaA|SE|S\.?E|N\.A|P\.?C|PA|Trust|Fund|Bank|Holdings|LLLP|ULC|Srl|Sarl|S\.a\.r\.l|S\.L|SL|Kft|Zrt|d\.o\.o|K\.K|KK|Bhd|Berhad|Sdn|publ|MHC)\.?$/;
const CONNECTOR = /^(?:of|and|de|du|des|la|le|the|for|von|van|der|den|y|et|di|da|del|do|dos|&|\/|-|–)$/;
const STOP =
  /^(?:Address|Addresses|Tel|Telephone|Fax|Facsimile|Email|E-mail|Attn|Attention|Dated?|DATED|Source|Effective|Execution|Page|Table|TABLE|WHEREAS|Whereas|RECITALS|Recitals|Party|PARTY|Parties|PARTIES|This|THIS|Between|BETWEEN|Among|AMONG|And|AND|By|BY|With|WITH|Contact|Registered|Witnesseth|WITNESSETH|Agreement|AGREEMENT|Exhibit|EXHIBIT|Schedule|SCHEDULE|Name|Title|Signature|Its|Hereinafter|Hereby|Made|Entered|In|On|As|At|To|From|WHEREOF|Whereof|NOW|Now|THEREFORE|Therefore|Suite|SUITE|Floor|FLOOR|Street|Avenue|Road|Building|Room|P\.O|PO|Box|Telecopy|Phone)$/;
/** Words of a sentence, never of a name ("DISTRIBUTOR AND NETGEAR ACKNOWLEDGE THAT EACH HAS READ"). */
const VERB =
  /^(?:THAT|That|EACH|Each|HAS|Has|HAVE|Have|IS|Is|ARE|Are|SHALL|Shall|WILL|Will|ACKNOWLEDGES?|Acknowledges?|AGREES?|Agrees?|UNDERSTANDS?|Understands?|WARRANTS?|Warrants?|REPRESENTS?|Represents?|HEREBY)$/;
const TOKEN = /^(?:[\p{Lu}0-9][\p{L}\p{N}_.&'’\-/*!@]*|\p{Ll}+[\p{Lu}\p{N}.@-][\p{L}\p{N}_.&'’-]*)/u;

/** Words that are suffixes at the end of a name but may also sit inside one ("Oak Fund II, Ltd."). */
const SOFT =
  /^(?:Company|Corporation|Limited|Trust|Fund|Bank|Holdings|Incorporated|COMPANY|CORPORATION|LIMITED|TRUST|FUND|BANK|HOLDINGS|INCORPORATED)$/;

/** A corporate suffix as written, also in capitals ("INC.", "LIMITED", "L.L.C."). */
export function isSuffix(w: string): boolean {
  return SUFFIX.test(w) || (w.length > 2 && w === w.toUpperCase() && SUFFIX.test(w[0] + w.slice(1).toLowerCase()));
}

export interface NameRun {
  name: string;
  /** Offset of the name in the string read. */
  at: number;
  /** Ends with a corporate suffix. */
  entity: boolean;
}

/**
 * The name at the start of s (after leading spaces), or undefined. Pure scanning, linear in the
 * name's length.
 */
export function readName(s: string, from = 0): NameRun | undefined {
  let i = from;
  while (i < s.length && /[\s,:]/.test(s[i]!)) i++;
  const at = i;
  const words: string[] = [];
  let end = i;
  let entity = false;
  let hard = false;
  for (let n = 0; n < 16 && i < s.length; n++) {
    const rest = s.slice(i, i + 80);
    // ", Inc." and friends continue the name.
    const suf = /^,?\s*([A-Za-z./]{1,12})(?=[\s,;:)("“]|$)/.exec(rest);
    if (words.length > 0 && suf && /^,/.test(rest) && isSuffix(suf[1]!)) {
      words.push(suf[0]);
      i += suf[0].length;
      end = i;
      entity = true;
      hard = true;
      continue;
    }
    if (hard) {
      // "Holiday RV Superstores, Inc., d/b/a Recreation USA": the trade name is part of the name.
      const dba = /^,?\s+(?:d\/b\/a|dba|DBA|D\/B\/A)(?=\s+[A-Z])/.exec(rest);
      if (dba) {
        words.push(dba[0]);
        i += dba[0].length;
        hard = false;
        continue;
      }
      // "Alliance Bancorp, Inc. of Pennsylvania": the state of a name, not an address.
      const of = /^\s+of\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b/.exec(rest);
      if (of && PLACE_NAMES.has(of[1]!.toLowerCase())) {
        words.push(of[0]);
        i += of[0].length;
        end = i;
        break;
      }
    }
    const ws = /^[ \t]*(?:\n[ \t]*)?/.exec(rest)![0];
    const t = rest.slice(ws.length);
    if (words.length > 0 && ws.length === 0 && !/^[(&/-]/.test(t)) break;
    // Short unquoted parentheses inside a name: "(Tianjin)", "(U.S.)", "(AFRICA)", "(PTY)".
    const par = /^\(([A-Z][A-Za-z.\s]{0,18})\)/.exec(t);
    if (par && words.length > 0 && !/^(?:the|each|formerly|dba|hereinafter)\b/i.test(par[1]!)) {
      words.push(ws + par[0]);
      i += ws.length + par[0].length;
      end = i;
      continue;
    }
    const tok = TOKEN.exec(t)?.[0] ?? /^[a-z]+(?=\s)/.exec(t)?.[0] ?? (/^[&/–-](?=\s)/.exec(t)?.[0] || undefined);
    if (!tok) break;
    const bare = tok.replace(/[.,]+$/, '');
    // An email address ("Email: xxxxxxxxx@xxxxxxx.com Harvest Gold Farms Inc.") is never part of a name;
    // nor does one open with "FOR" or "OF" ("... ("HGF") FOR THE DEVELOPMENT OF ...": the deal's purpose).
    if (bare.includes('@') || (words.length === 0 && /^(?:FOR|For|OF|Of)$/.test(bare))) break;
    if (words.length === 0 && (CONNECTOR.test(bare) || STOP.test(bare))) {
      if (/^the$/i.test(bare)) {
        i += ws.length + tok.length;
        continue;
      }
      // "Signature Orthopaedics Pty Ltd": a label word that starts a company's name on the same line.
      if (/^(?:Signature|Source|Contact)$/.test(tok) && /^[ \t]+[A-Z]/.test(t.slice(tok.length))) {
        const rest = readName(s, i + ws.length + tok.length);
        if (rest?.entity && !/\n/.test(s.slice(i + ws.length, rest.at + rest.name.length)))
          return { name: `${tok} ${rest.name}`, at: i + ws.length, entity: true };
      }
      return undefined;
    }
    // "NEW YORK LIFE INSURANCE AND ANNUITY CORPORATION": an "AND" inside a capitals name that ends in a suffix.
    const inner =
      bare === 'AND' &&
      !entity &&
      !ws.includes('\n') &&
      /^AND[ \t]+(?:[A-Z][A-Z'&.-]*[ \t]+){0,3}(?:CORPORATION|COMPANY|INC|LLC|LIMITED|LTD)\b/.test(t);
    if ((STOP.test(bare) && !inner) || VERB.test(bare)) break;
    // "AGAPE ATP INTERNATIONAL HOLDING LIMITED Unit 05, 4F": a unit or level number starts the address.
    if (words.length > 0 && /^(?:Unit|UNIT|Level|LEVEL|Flat|FLAT)$/.test(bare) && /^\s+\d/.test(t.slice(tok.length)))
      break;
    // A word repeated at the start of the next line begins a new line of its own (a title block's
    // name followed by a running header: "NETGEAR\nNETGEAR Agreement Number"), not more of the name.
    if (
      ws.includes('\n') &&
      words.length > 0 &&
      bare.toLowerCase() ===
        words[words.length - 1]!.trim()
          .replace(/[.,]+$/, '')
          .toLowerCase()
    )
      break;
    if (/^[a-z]/.test(tok) && !TOKEN.test(tok) && !CONNECTOR.test(bare)) break;
    if (hard && !isSuffix(bare) && !/^(?:DBA|dba|d\/b\/a)$/.test(bare)) break;
    words.push(ws + tok);
    i += ws.length + tok.length;
    if (!CONNECTOR.test(bare)) end = i;
    entity = isSuffix(bare) && words.length > 1;
    hard = entity && !SOFT.test(bare);
  }
  let name = s.slice(at, end).replace(/\s+/g, ' ').trim();
  name = name.replace(/[,;:]+$/, '').trim();
  if (name.length < 2 || !/[A-Za-z]{2}/.test(name)) return undefined;
  return { name, at, entity };
}

/**
 * Not a legal person's name: a phrase of the text, a place on its own ("Delaware", "Munich"), a corporate
 * suffix on its own ("Inc."), an officer's title ("Director of Asia-Pacific Operations") or a table of
 * contents line ("RENEWAL 15 4. EXCUSABLE DELAY").
 */
export function notAName(raw: string): boolean {
  const name = raw.trim();
  return (
    /\bCommission$|^wholly\b|\b\d+\.\d+\b|^(?:the|a|an|undersigned)$|^(?:the\s+)?(?:above|below|undersigned|said|such)\b/i.test(
      name,
    ) ||
    PLACE_NAMES.has(name.toLowerCase()) ||
    (name.length <= 6 && isSuffix(name.replace(/[.,]+$/, ''))) ||
    /^(?:Director|President|Vice\s+President|Chief\s+\w+\s+Officer|General\s+Manager|Secretary|Treasurer)\s+of\b/i.test(
      name,
    ) ||
    /\b\d{1,3}\s+\d{1,2}\.\s/.test(name)
  );
}
