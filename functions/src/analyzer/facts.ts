/** Fact extraction: title, dates, term, renewal, notice periods, governing law. */
import { findGoverningLaw } from './governing-law';
import { findKeyDates, type Found, type Term } from './key-dates';
import { findRenewal } from './renewal';
import { clean, findDurations, NUM, titleCase } from './text';

export type { Found };

export interface Facts {
  title: string;
  agreementDate?: Found;
  effectiveDate?: Found;
  expiration?: Found;
  initialTerm?: Term;
  renewal?: Found & { auto: boolean };
  renewalNotice?: Found & { days: number; period: string };
  terminationNotice?: Found & { days: number };
  governingLaw?: Found & { placeholder: boolean };
  notes: string[];
}

const TITLE_WORDS =
  /\b(?:AGREEMENT|CONTRACT|LICEN[CS]E|LEASE|ADDENDUM|AMENDMENT|TERMS|ORDER FORM|NDA|MEMORANDUM|STATEMENT OF WORK|DEED|ARRANGEMENT|PLAN)\b/i;

export function findTitle(text: string): { title: string; start: number } {
  const head = text.slice(0, 4000);
  const re = /^[ \t]*(\S[^\n]{2,110}?)[ \t]*$/gm;
  let m: RegExpExecArray | null;
  let firstCand: { title: string; start: number } | undefined;
  while ((m = re.exec(head)) !== null) {
    const raw = m[1]!.trim();
    // A title line padded to a page width ("Distributor Agreement          083096") reads as one line.
    const t = clean(raw);
    if (
      !TITLE_WORDS.test(t) ||
      /confidential treatment|^(?:this|the|by|between|and|source:|exhibit|page)\b/i.test(t) ||
      /[.;]$/.test(t) ||
      t.split(/\s+/).length > 12
    )
      continue;
    if (/\b(?:between|dated|hereby|shall|will)\b/i.test(t)) continue;
    if (/^[a-z]/.test(t) || /^how to\b/i.test(t)) continue;
    const cand = { title: t === t.toUpperCase() ? titleCase(t) : t, start: m.index + m[0].indexOf(raw) };
    if (/(?:Agreement|Contract|Licen[cs]e|Lease|Addendum|Amendment|NDA|Terms|Form|Work)\)?$/i.test(t)) return cand;
    firstCand ??= cand;
  }
  if (firstCand) return firstCand;
  const pre = /\bThis\s+((?:[A-Z][\w&-]*\s+){0,8}(?:Agreement|Contract|License|Lease|Addendum|Amendment))\b/.exec(head);
  if (pre) return { title: clean(pre[1]!), start: pre.index + 5 };
  return { title: 'Agreement (no title found)', start: 0 };
}

export function extractFacts(text: string): Facts {
  const kd = findKeyDates(text);
  const notes = [...kd.notes];
  const facts: Facts = { title: findTitle(text).title, notes };
  if (kd.agreementDate) facts.agreementDate = kd.agreementDate;
  if (kd.effectiveDate) facts.effectiveDate = kd.effectiveDate;
  if (kd.expiration) facts.expiration = kd.expiration;
  if (kd.initialTerm) facts.initialTerm = kd.initialTerm;
  if (!facts.effectiveDate) {
    const ph = /Effective\s+Date[”"]?\s*[:\n]\s*(\{[a-z_]+\}|\[[^\]\n]{0,40}\]|_{3,})/i.exec(text);
    if (ph) {
      const start = ph.index + ph[0].indexOf(ph[1]!);
      facts.effectiveDate = { value: clean(ph[1]!), start, end: start + ph[1]!.length };
      notes.push('The Effective Date is a blank placeholder in this draft.');
    }
  }

  const r = findRenewal(text);
  if (r.renewal) facts.renewal = r.renewal;
  if (r.notice) facts.renewalNotice = r.notice;
  const tn = new RegExp(
    String.raw`terminat\w*[^.]{0,120}?(?:upon|on|by\s+giving|with|after)\s+(?:at\s+least\s+)?(${NUM}\s*(?:days?|months?))['’]?\s*(?:\(\d+\)\s*)?(?:prior\s+|advance\s+)?(?:written\s+)?notice`,
    'i',
  ).exec(text);
  if (tn) {
    const d = findDurations(tn[1]!)[0];
    if (d)
      facts.terminationNotice = {
        value: `${d.text} notice`,
        days: d.unit === 'month' ? d.value * 30 : d.value,
        start: tn.index,
        end: tn.index + tn[0].length,
      };
  }

  const law = findGoverningLaw(text);
  if (law) facts.governingLaw = law;
  return facts;
}
