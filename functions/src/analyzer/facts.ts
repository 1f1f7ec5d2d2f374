/** Fact extraction: title, dates, term, renewal, notice periods, governing law. */
import { addDuration, DATE_SOURCE, toIso } from './dates';
import { clean, findDurations, NUM, titleCase, type Duration } from './text';

export interface Found {
  value: string;
  iso?: string;
  start: number;
  end: number;
}

export interface Facts {
  title: string;
  agreementDate?: Found;
  effectiveDate?: Found;
  expiration?: Found;
  initialTerm?: Duration & { start: number };
  renewal?: Found & { auto: boolean };
  renewalNotice?: Found & { days: number; period: string };
  terminationNotice?: Found & { days: number };
  governingLaw?: Found & { placeholder: boolean };
  notes: string[];
}

const TITLE_WORDS =
  /\b(?:AGREEMENT|CONTRACT|LICEN[CS]E|LEASE|ADDENDUM|AMENDMENT|TERMS|ORDER FORM|NDA|MEMORANDUM|STATEMENT OF WORK|DEED|ARRANGEMENT|PLAN)\b/i;
const D = DATE_SOURCE;

function found(text: string, m: RegExpExecArray, group = 1): Found {
  const g = m[group] ?? m[0];
  const start = m.index + m[0].indexOf(g);
  const iso = toIso(g);
  return { value: clean(g), ...(iso ? { iso } : {}), start, end: start + g.length };
}

export function findTitle(text: string): { title: string; start: number } {
  const head = text.slice(0, 4000);
  const re = /^[ \t]*(\S[^\n]{2,110}?)[ \t]*$/gm;
  let m: RegExpExecArray | null;
  let firstCand: { title: string; start: number } | undefined;
  while ((m = re.exec(head)) !== null) {
    const t = m[1]!.trim();
    if (
      !TITLE_WORDS.test(t) ||
      /confidential treatment|^(?:this|the|by|between|and|source:|exhibit|page)\b/i.test(t) ||
      /[.;]$/.test(t) ||
      t.split(/\s+/).length > 12
    )
      continue;
    if (/\b(?:between|dated|hereby|shall|will)\b/i.test(t)) continue;
    if (/^[a-z]/.test(t) || /^how to\b/i.test(t)) continue;
    const cand = { title: t === t.toUpperCase() ? titleCase(t) : t, start: m.index + m[0].indexOf(t) };
    if (/(?:Agreement|Contract|Licen[cs]e|Lease|Addendum|Amendment|NDA|Terms|Form|Work)\)?$/i.test(t)) return cand;
    firstCand ??= cand;
  }
  if (firstCand) return firstCand;
  const pre = /\bThis\s+((?:[A-Z][\w&-]*\s+){0,8}(?:Agreement|Contract|License|Lease|Addendum|Amendment))\b/.exec(head);
  if (pre) return { title: clean(pre[1]!), start: pre.index + 5 };
  return { title: 'Agreement (no title found)', start: 0 };
}

export function extractFacts(text: string): Facts {
  const notes: string[] = [];
  const facts: Facts = { title: findTitle(text).title, notes };
  const head = text.slice(0, 12000);
  let m: RegExpExecArray | null;

  if (
    (m = new RegExp(
      String.raw`(?:dated|made(?:\s+and\s+entered\s+into)?|entered\s+into)(?:\s+(?:as\s+of|on|this|effective))*\s+(?:the\s+)?(${D})`,
      'i',
    ).exec(head))
  )
    facts.agreementDate = found(text, m);

  const eff = [
    new RegExp(String.raw`Effective\s+Date["”]?\)?\s*(?::|means|shall\s+mean|is|shall\s+be)\s*(?:the\s+)?(${D})`, 'i'),
    new RegExp(String.raw`(${D})[^.(]{0,60}\(\s*(?:the\s+|this\s+)?["“]Effective\s+Date["”]`, 'i'),
    new RegExp(String.raw`effective\s+(?:as\s+of|on|from)\s+(?:the\s+)?(${D})`, 'i'),
  ];
  for (const re of eff) if (!facts.effectiveDate && (m = re.exec(text))) facts.effectiveDate = found(text, m);
  if (
    !facts.effectiveDate &&
    (m =
      /((?:the\s+)?(?:date|day)\s+(?:of\s+(?:the\s+)?last\s+signature|on\s+which|this\s+Agreement\s+is|first\s+(?:written|set\s+forth)|of\s+(?:execution|signature))[^()"“]{0,80}?)\s*\(\s*(?:the\s+)?["“]Effective\s+Date/i.exec(
        text,
      ))
  ) {
    facts.effectiveDate = found(text, m);
  }
  if (!facts.effectiveDate && (m = /["“]Effective\s+Date["”]\)?\s*(?:means|shall\s+mean)\s+([^.;]{5,160})/i.exec(text)))
    facts.effectiveDate = found(text, m);
  if (
    !facts.effectiveDate &&
    (m = /Effective\s+Date[”"]?\s*[:\n]\s*(\{[a-z_]+\}|\[[^\]\n]{0,40}\]|_{3,})/i.exec(text))
  ) {
    facts.effectiveDate = found(text, m);
    notes.push('The Effective Date is a blank placeholder in this draft.');
  }
  if (facts.effectiveDate && !facts.effectiveDate.iso && /\[|_{3}|\{/.test(facts.effectiveDate.value))
    notes.push(`The effective date is incomplete in the draft ("${facts.effectiveDate.value}").`);
  if (
    !facts.effectiveDate &&
    (m = /effective\s+as\s+of\s+(the\s+[^()\n]{0,40}?(?:\[[^\]]{0,6}\]|_{3,})[^()\n]{0,30}?\d{4})/i.exec(head))
  ) {
    facts.effectiveDate = found(text, m);
    notes.push(`The effective date is incomplete in the draft ("${facts.effectiveDate.value}").`);
  }
  if (!facts.effectiveDate && facts.agreementDate) {
    facts.effectiveDate = facts.agreementDate;
    notes.push('No separate effective date; the agreement date is used.');
  }

  if (
    (m = new RegExp(
      String.raw`(?:expire|terminate|end|continue\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?until)s?\s+(?:on\s+)?(?:the\s+)?(${D})`,
      'i',
    ).exec(text))
  )
    facts.expiration = found(text, m);
  const termRe = new RegExp(
    String.raw`(?:(?:initial\s+)?term\s+of\s+(?:this\s+Agreement\s+)?(?:shall\s+be\s+|is\s+|will\s+be\s+)?(?:for\s+)?(?:a\s+period\s+of\s+)?|(?:in\s+(?:full\s+)?(?:force|effect)|continue|remain)\s+(?:in\s+(?:full\s+)?(?:force\s+and\s+effect|effect)\s+)?for\s+(?:a\s+(?:period|term)\s+of\s+|an\s+initial\s+(?:term|period)\s+of\s+)?|Term:\s*)(${NUM}\s*(?:years?|months?|days?))`,
    'i',
  );
  if ((m = termRe.exec(text))) {
    const d = findDurations(m[1]!)[0];
    if (d) facts.initialTerm = { ...d, start: m.index + m[0].indexOf(m[1]!) };
  }
  if (!facts.expiration && facts.initialTerm) {
    const it = facts.initialTerm;
    const iso =
      facts.effectiveDate?.iso && it.unit !== 'business day'
        ? addDuration(facts.effectiveDate.iso, it.value, it.unit)
        : undefined;
    facts.expiration = {
      value: iso ?? `${it.text} after the Effective Date`,
      ...(iso ? { iso } : {}),
      start: it.start,
      end: it.start + it.text.length,
    };
    if (iso) notes.push(`Expiration computed as ${it.text} from the Effective Date (${facts.effectiveDate!.iso}).`);
  }

  const kw =
    /automatic(?:ally)?\s+(?:be\s+)?(?:renew|extend)|auto-?renew|renew(?:ed|al)?\s+for\s+(?:successive|additional|subsequent)|evergreen/i.exec(
      text,
    );
  if (kw) {
    // Expand the keyword to its sentence without a leading [^.]{0,n} scan (linear time).
    const from = Math.max(text.lastIndexOf('.', kw.index) + 1, kw.index - 200);
    const dot = text.indexOf('.', kw.index);
    const to = dot === -1 || dot - kw.index > 300 ? Math.min(text.length, kw.index + 300) : dot + 1;
    const raw = text.slice(from, to);
    const lead = raw.search(/[A-Z]/);
    const s = lead > 0 ? raw.slice(lead) : raw;
    const start = to - s.length;
    facts.renewal = { value: clean(s), start, end: start + s.length, auto: /automatic|auto-?renew|evergreen/i.test(s) };
    const after = text.slice(start, Math.min(text.length, start + s.length + 400));
    const n = new RegExp(
      String.raw`(?:(${NUM}\s*(?:days?|months?))['’]?\s*(?:\(\d+\)\s*)?(?:prior\s+|advance\s+)?(?:written\s+)?noti(?:ce|f\w*)|noti(?:ce|f\w*)[^.]{0,80}?(?:at\s+least|no\s+(?:later|less)\s+than)\s+(${NUM}\s*(?:days?|months?)))`,
      'i',
    ).exec(after);
    if (n) {
      const g = n[1] ?? n[2]!;
      const d = findDurations(g)[0];
      if (d)
        facts.renewalNotice = {
          value: `${d.text} notice before the end of the current term`,
          period: d.text,
          days: d.unit === 'month' ? d.value * 30 : d.value,
          start: start + n.index,
          end: start + n.index + n[0].length,
        };
    }
  }
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

  const gl =
    /(?:governed|construed|interpreted|enforced)[^.]{0,100}?\blaws?\s+of\s+(?:the\s+)?((?:State|Commonwealth|Province)\s+of\s+(?:[A-Za-z]+(?:\s+[A-Z][a-z]+)?|\{[a-z_]+\}|\[[^\]]{1,30}\])|\{[a-z_]+\}|\[[^\]]{1,30}\]|[A-Za-z]+(?:\s+[A-Za-z]+){0,3})/i.exec(
      text,
    ) ??
    /\blaws?\s+of\s+(?:the\s+)?((?:State|Commonwealth)\s+of\s+(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|\{[a-z_]+\}))/.exec(
      text,
    );
  if (gl) {
    let v = gl[1]!.replace(
      /\s+(?:without|and(?! Wales)|excluding|applicable|as|in|that|which|other|regardless|except|to|for|exclusive|U\.S\.A?|USA)\b[\s\S]*$/i,
      '',
    );
    v = v.replace(/\s+/g, ' ').trim();
    if (v === v.toUpperCase() || v === v.toLowerCase()) v = titleCase(v);
    const placeholder = /[{[_]/.test(v);
    const start = gl.index + gl[0].indexOf(gl[1]!);
    facts.governingLaw = { value: v.replace(/^The /, ''), start, end: start + gl[1]!.length, placeholder };
  }
  return facts;
}
