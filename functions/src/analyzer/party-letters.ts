/**
 * Parties named outside a preamble: a letter agreement's addressee, the person whose services a
 * loan-out company provides, and the name fields of order forms and cover pages. findParties
 * (party-list.ts) adds them to what the preamble and signatures give.
 */
import { readName } from './party-names';
import type { Raw } from './party-roles';
import { maskFurniture, preambleEnd } from './regions';

const SALUTATION =
  /(?:^|\s)(?:Ladies\s+and\s+Gentlemen|Gentlemen|Dear\s+Sirs?(?:\s+(?:or|and)\s+Madam)?|Dear\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?)\s*:/m;
/** The company of an address block (after the letter's date, if the block holds it). */
const ADDRESSEE =
  /^([A-Z][^\n\d]{2,80}?,?\s+(?:Inc|LLC|L\.P|LP|Ltd|Limited|Corporation|Corp|Company|Co|plc|N\.A)\.?)(?=[\s,]|$)/;

/**
 * A letter agreement's addressee is a party: the company of the address block above "Ladies and
 * Gentlemen:" ("Keefe, Bruyette & Woods, Inc. 10 South Wacker Drive ..."), or the person greeted
 * ("Gianluca Rotino ... Dear Gianluca:").
 */
export function letterAddressee(text: string): Raw[] {
  const head = maskFurniture(text.slice(0, 5000));
  const m = SALUTATION.exec(head);
  if (!m) return [];
  const block = head.slice(Math.max(0, m.index - 400), m.index);
  const paras = block
    .split(/\n[ \t]*\n/)
    .map((x) => x.trim())
    .filter(Boolean);
  const out: Raw[] = [];
  for (const para of paras.slice(-2)) {
    const a = ADDRESSEE.exec(para.replace(/\s+/g, ' ').replace(/^.*\b(?:19|20)\d\d\s+(?=[A-Z])/, ''));
    if (a) {
      out.push({ name: a[1]!, aliases: [], index: head.indexOf(para), entity: true, placeholder: false });
      break;
    }
  }
  const first = m[1];
  if (first && out.length === 0) {
    const person = new RegExp(`\\b${first}\\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?\\b`).exec(block);
    if (person)
      out.push({
        name: person[0],
        aliases: [],
        index: head.indexOf(person[0]),
        entity: false,
        placeholder: false,
        sure: true,
      });
  }
  return out;
}

/**
 * Endorsement and loan-out agreements name the person whose services are contracted inside a party's
 * description: "Marine MP, LLC ("Lender"), for services of Arnold Schwarzenegger ("Endorser")".
 */
export function servicesOf(text: string): Raw[] {
  const head = maskFurniture(text.slice(0, Math.max(preambleEnd(text), 3000)));
  const re = /\b(?:(?:personal\s+)?services\s+of|agent\s+for)\s+(?=[A-Z])/g;
  const out: Raw[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(head)) !== null) {
    const run = readName(head, m.index + m[0].length);
    if (!run || !/^\s*,?\s*\(\s*["“]/.test(head.slice(run.at + run.name.length, run.at + run.name.length + 12)))
      continue;
    out.push({
      name: run.name,
      aliases: [],
      index: run.at,
      entity: run.entity,
      placeholder: false,
      sure: true,
    });
  }
  return out;
}

/** Order forms and cover pages: "Company Name: Cardlytics, Inc.", "Customer Name: ...". */
export function fromNameFields(text: string): Raw[] {
  const out: Raw[] = [];
  const re =
    /\b(?:Company|Customer|Client|Supplier|Vendor|Licensee|Licensor|Distributor|Reseller|Contractor|Consultant|Party)(?:'s)?\s+(?:Legal\s+)?Name\s*:[ \t]*/gi;
  const head = maskFurniture(text.slice(0, 4000));
  let m: RegExpExecArray | null;
  while ((m = re.exec(head)) !== null) {
    const run = readName(head, m.index + m[0].length);
    if (run && (run.entity || /\s/.test(run.name)))
      out.push({ name: run.name, aliases: [], index: run.at, entity: run.entity, placeholder: false });
  }
  return out;
}
