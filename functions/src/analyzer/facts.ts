/** Fact extraction: title, dates, term, renewal, notice periods, governing law. */
import { findGoverningLaw } from './governing-law';
import { findKeyDates, type Found, type Term } from './key-dates';
import { findRenewal, type Renewal, type RenewalNotice } from './renewal';
import { clean, findDurations, NUM, NUM_SPELT } from './text';
import { findTitle } from './title';

export { findTitle };

export type { Found };

export interface Facts {
  title: string;
  agreementDate?: Found;
  effectiveDate?: Found;
  expiration?: Found;
  initialTerm?: Term;
  renewal?: Renewal;
  renewalNotice?: RenewalNotice;
  terminationNotice?: Found & { days: number };
  governingLaw?: Found & { placeholder: boolean };
  notes: string[];
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
  const tn = terminationNotice(text);
  if (tn) facts.terminationNotice = tn;

  const law = findGoverningLaw(text);
  if (law) facts.governingLaw = law;
  return facts;
}

/**
 * The notice a party terminates on. "terminated by either party giving at least twelve (12) months' prior
 * written notice": the giver may be named between "by" and "giving". "may ... terminate this Agreement ...,
 * at any time without cause, and without liability except ..., by providing at least 90 (ninety) days'
 * prior written notice": the right's conditions may come between, within the sentence. "upon giving JHU
 * sixty (60) days written notice": the one notified may be named. "with a sixty (60) written notice": a
 * count written out and in figures, without its unit, is read as days and said to be so.
 */
const TERMINATION_NOTICE = new RegExp(
  String.raw`terminat\w*[^.]{0,300}?\b(?:upon|on|by|(?<!\bcomply\s)with|after)\s+(?:(?:(?:either|any|each|the|other|a)\s+)?(?:\w+\s+)?(?:giving|providing|serving|delivering)\s+(?:(?:the\s+)?other(?:\s+party)?\s+|[\w&.'’-]+\s+)?)?(?:at\s+least\s+|not\s+less\s+than\s+|an?\s+)?(?:(${NUM}\s*(?:days?|months?))|(${NUM_SPELT}))['’]?\s*(?:\(\d+\)\s*)?(?:prior\s+|advance\s+)?(?:written\s+)?notice`,
  'i',
);

function terminationNotice(text: string): (Found & { days: number }) | undefined {
  const tn = TERMINATION_NOTICE.exec(text);
  if (!tn) return undefined;
  const at = { start: tn.index, end: tn.index + tn[0].length };
  if (tn[1]) {
    const d = findDurations(tn[1])[0];
    return d && { value: `${d.text} notice`, days: d.unit === 'month' ? d.value * 30 : d.value, ...at };
  }
  // Only "sixty (60) written notice": the unit is missing, not the count, and "written" or "prior" says it is a notice period.
  const days = Number(/\((\d+)\)/.exec(tn[2]!)?.[1]);
  if (!days || !/\b(?:written|prior|advance)\s+notice$/i.test(tn[0])) return undefined;
  return { value: `${clean(tn[2]!)} days' notice (the contract states no unit; read as days)`, days, ...at };
}
