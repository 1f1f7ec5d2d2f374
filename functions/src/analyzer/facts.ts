/** Fact extraction: title, dates, term, renewal, notice periods, governing law. */
import { findGoverningLaw } from './governing-law';
import { findKeyDates, type Found, type Term } from './key-dates';
import { findRenewal, type Renewal, type RenewalNotice } from './renewal';
import { clean, findDurations, NUM } from './text';
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
  // "terminated by either party giving at least twelve (12) months' prior written notice": the giver may be
  // named between "by" and "giving". "may ... terminate this Agreement ..., at any time without cause, and
  // without liability except ..., by providing at least 90 (ninety) days' prior written notice": the right's
  // conditions may come between, within the sentence.
  const tn = new RegExp(
    String.raw`terminat\w*[^.]{0,300}?(?:upon|on|by(?:\s+(?:either|any|each|the|one|other|a)?\s*\w+)?\s+(?:giving|providing|serving|delivering)|with|after)\s+(?:at\s+least\s+)?(${NUM}\s*(?:days?|months?))['’]?\s*(?:\(\d+\)\s*)?(?:prior\s+|advance\s+)?(?:written\s+)?notice`,
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
