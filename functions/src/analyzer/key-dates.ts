/**
 * The contract's key dates: the agreement date (the date the preamble gives the document), the
 * effective date (defined, stated, tied to the signatures, or else the agreement date) and the
 * expiration date (stated, or computed from the term: "five years from the Effective Date").
 * Rules follow how contracts are drafted, not any particular contract.
 */
import { addDuration, DATE_SOURCE, datesIn, toIso } from './dates';
import { maskFurniture, preambleEnd, signatureRegion } from './regions';
import { clean, parseNumberWord } from './text';

export interface Found {
  value: string;
  iso?: string;
  start: number;
  end: number;
}

export interface Term {
  value: number;
  unit: 'year' | 'month' | 'week' | 'day';
  text: string;
  start: number;
  /** What the term runs from when it is not the Effective Date ("the Launch Date"). */
  anchor?: string;
  /** The term runs from the date of the agreement ("the seventh anniversary of the date hereof"). */
  fromAgreementDate?: boolean;
}

export interface KeyDates {
  agreementDate?: Found;
  effectiveDate?: Found;
  expiration?: Found;
  initialTerm?: Term;
  notes: string[];
}

const D = DATE_SOURCE;
const at = (d: { index: number; end: number; text: string; iso: string }): Found => ({
  value: clean(d.text),
  iso: d.iso,
  start: d.index,
  end: d.end,
});

/** The sentence of text around index i (bounded by ". " or a blank line, at most 600 chars each way). */
function sentenceAround(text: string, i: number): { start: number; end: number } {
  let a = i;
  const minA = Math.max(0, i - 600);
  while (a > minA && !/[.;]\s/.test(text.slice(a - 2, a)) && text.slice(a - 2, a) !== '\n\n') a--;
  let b = i;
  const maxB = Math.min(text.length, i + 600);
  while (b < maxB && !/^\.\s/.test(text.slice(b, b + 2)) && text.slice(b, b + 2) !== '\n\n') b++;
  return { start: a, end: b };
}

function agreementDate(text: string, masked: string): Found | undefined {
  const end = preambleEnd(text);
  const first = datesIn(masked, 0, end)[0];
  if (first) return at(first);
  // "dated as of ..." a little later (long title pages), then the signature blocks.
  const dated = new RegExp(String.raw`\b(?:dated|made|entered\s+into|executed)\b[^.]{0,60}?(${D})`, 'i').exec(
    masked.slice(0, 12000),
  );
  if (dated) {
    const s = dated.index + dated[0].lastIndexOf(dated[1]!);
    const iso = toIso(dated[1]!);
    if (iso) return { value: clean(dated[1]!), iso, start: s, end: s + dated[1]!.length };
  }
  return latestSignatureDate(text, masked);
}

function latestSignatureDate(text: string, masked: string): Found | undefined {
  const sig = signatureRegion(text);
  if (!sig) return undefined;
  const ds = datesIn(masked, sig.start, sig.end);
  if (ds.length === 0) return undefined;
  return at(ds.reduce((a, b) => (b.iso > a.iso ? b : a)));
}

const EFF_DEFINED = new RegExp(
  String.raw`Effective\s+Date["”]?\)?\s*(?::|means|shall\s+mean|is|shall\s+be|will\s+be)\s*(?:the\s+)?(?:date\s+of\s+)?(${D})`,
  'gi',
);
const EFF_MARKER =
  /\(\s*(?:the\s+|this\s+|such\s+date,?\s+|hereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?(?:the\s+)?)?["“]?Effective\s+Date["”]?|hereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?["“]?Effective\s+Date/gi;
const EFF_BY_SIGNATURE =
  /Effective\s+Date[^.]{0,120}?\b(?:last|later|latest)\b[^.]{0,60}?\b(?:sign|execut)|\b(?:last|later|latest)\b[^.]{0,80}?\b(?:sign|execut)\w*[^.]{0,80}?Effective\s+Date|Effective\s+Date["”]?\)?\s*(?:means|shall\s+mean|is)\s+the\s+date\s+of\s+(?:the\s+)?(?:last\s+)?(?:signature|execution)/i;
const EFF_STATED = new RegExp(
  String.raw`\b(?:(?:be|become|is|shall\s+be|made)\s+effective|effective|commenc\w*|begin\w*|come\s+into\s+(?:force|effect)|take\s+effect|start\w*)\s+(?:as\s+of|on|from|with\s+effect\s+from)\s+(?:the\s+)?(?:day\s+of\s+)?(${D})`,
  'gi',
);

function effectiveDate(text: string, masked: string, agreement: Found | undefined, notes: string[]): Found | undefined {
  let m: RegExpExecArray | null;
  EFF_DEFINED.lastIndex = 0;
  if ((m = EFF_DEFINED.exec(masked))) {
    const s = m.index + m[0].lastIndexOf(m[1]!);
    const iso = toIso(m[1]!);
    if (iso) return { value: clean(m[1]!), iso, start: s, end: s + m[1]!.length };
  }
  // A date followed, in the same sentence, by ("Effective Date"): the last date before the marker.
  EFF_MARKER.lastIndex = 0;
  while ((m = EFF_MARKER.exec(masked)) !== null) {
    const from = Math.max(0, m.index - 220);
    const window = masked.slice(from, m.index);
    const cut = Math.max(window.lastIndexOf('. '), window.lastIndexOf('\n\n'));
    const ds = datesIn(masked, from + (cut >= 0 ? cut : 0), m.index);
    if (ds.length) return at(ds[ds.length - 1]!);
    if (/date\s+(?:first\s+)?(?:above\s+)?written|date\s+hereof|(?:above|first)\s+written/i.test(window) && agreement)
      return agreement;
  }
  if (EFF_BY_SIGNATURE.test(masked)) {
    const sig = latestSignatureDate(text, masked);
    if (sig) {
      notes.push('The Effective Date is the date of the last signature.');
      return sig;
    }
  }
  EFF_STATED.lastIndex = 0;
  while ((m = EFF_STATED.exec(masked)) !== null) {
    const sent = masked.slice(sentenceAround(masked, m.index).start, m.index + m[0].length);
    if (!/\b(?:Agreement|Contract|term|Amendment|promotion|Joint Venture|this)\b/i.test(sent)) continue;
    const iso = toIso(m[1]!);
    const s = m.index + m[0].lastIndexOf(m[1]!);
    if (iso) return { value: clean(m[1]!), iso, start: s, end: s + m[1]!.length };
  }
  if (agreement) return agreement;
  return undefined;
}

const ORDINAL: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  fifteenth: 15,
  twentieth: 20,
  'twenty-fifth': 25,
  thirtieth: 30,
};
const NUMW = String.raw`(?:\d{1,3}|[a-z]+(?:[- ][a-z]+)?)(?:\s*\(\s*[\dIl]{1,3}\s*\))?`;
const UNIT = String.raw`(?:full\s+)?(?:calendar\s+|contract\s+)?(years?|months?|weeks?|days?)`;
const TERM_RES: RegExp[] = [
  // "shall continue until the five (5) year anniversary of X" / "the seventh anniversary of X"
  new RegExp(
    String.raw`\b(?:until|on|through|end\w*\s+on|expire\w*\s+on)\s+(?:the\s+)?(${NUMW})[- ](year|month)\s+anniversary\s+of\s+(?:the\s+)?([^.,;()]{3,60})`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:until|on|through|end\w*\s+on|expire\w*\s+on)\s+(?:the\s+)?([a-z]+(?:-[a-z]+)?)\s+(?:\(\d+(?:st|nd|rd|th)\)\s+)?anniversary\s+of\s+(?:the\s+)?([^.,;()]{3,60})`,
    'i',
  ),
  // "shall terminate on the date three (3) years from the Effective Date", "until one (1) year subsequent to ...",
  // "end twelve (12) months after the Launch"
  new RegExp(
    String.raw`\b(?:until|(?:terminat|expir|end)\w*\s+on\s+the\s+date|end|expire)\s+(${NUMW})\s*(?:full\s+)?(?:calendar\s+|contract\s+)?(years?|months?)\s+((?:subsequent\s+to|after|following|from)\s+(?!(?:the\s+)?(?:receipt|notice|written|delivery|such))[^.;]{0,60})`,
    'i',
  ),
  // "The term of this Agreement shall be two (2) years from the Effective Date"
  new RegExp(
    String.raw`\b(?:initial\s+)?(?:term|period)\s+(?:of\s+(?:this\s+)?(?:Agreement|Contract)\s+)?(?:\([^)]{0,30}\)\s+)?(?:shall\s+be|is|will\s+be|of|shall\s+extend\s+for|shall\s+run\s+for)\s+(?:for\s+)?(?:a\s+period\s+of\s+)?(?:an?\s+initial\s+(?:term|period)\s+of\s+)?(${NUMW})\s*${UNIT}([^.;]{0,80})`,
    'i',
  ),
  // "shall continue in full force and effect for a period of five (5) years from ..."
  new RegExp(
    String.raw`\b(?:continue|remain|be\s+in\s+(?:full\s+)?(?:force|effect)|be\s+valid|valid|effective|in\s+effect)\b[^.;]{0,60}?\bfor\s+(?:at\s+least\s+)?(?:an?\s+)?(?:initial\s+)?(?:(?:period|term)\s+of\s+)?(${NUMW})\s*${UNIT}([^.;]{0,80})`,
    'i',
  ),
  // "will be in effect for one year from the Effective Date", "Term: 24 months"
  new RegExp(String.raw`\bTerm\s*:\s*(${NUMW})\s*${UNIT}([^.;\n]{0,80})`, 'i'),
];

function numberOf(s: string): number | undefined {
  const paren = /\(\s*(\d{1,3})\s*\)/.exec(s);
  if (paren) return Number(paren[1]);
  const w = s.replace(/\(.*$/, '').trim().toLowerCase();
  if (ORDINAL[w] !== undefined) return ORDINAL[w];
  const n = parseNumberWord(w);
  if (n !== undefined) return n;
  const parts = w.split(/[- ]/);
  if (parts.length === 2) {
    const a = parseNumberWord(parts[0]!);
    const b = parseNumberWord(parts[1]!);
    if (a !== undefined && b !== undefined && a >= 20 && b < 10) return a + b;
  }
  return undefined;
}

const unitOf = (u: string): Term['unit'] =>
  /^y/i.test(u) ? 'year' : /^m/i.test(u) ? 'month' : /^w/i.test(u) ? 'week' : 'day';

/** How much a sentence reads like the agreement's own term clause (not a licence, warranty or covenant period). */
function termScore(sentence: string, beforeNumber = sentence): number {
  let n = 0;
  if (/\bInitial\s+(?:Term|Period)\b|\bterm\s+of\s+this\s+(?:Agreement|Contract)\b/i.test(sentence)) n += 3;
  if (
    /\b(?:this|the)\s+(?:Agreement|Contract)\s+(?:shall|will)\s+(?:commence|continue|remain|be\s+(?:in\s+)?(?:effective|force|effect)|become\s+effective|come\s+into\s+(?:force|effect)|expire|terminate|end|extend)/i.test(
      sentence,
    )
  )
    n += 2;
  if (/\b(?:the\s+)?Term\b/.test(sentence)) n += 1;
  if (
    /\b(?:confidential|warrant|non-?compet|solicit|surviv|licen[cs]e\s+(?:term|period)|royalt|payment|after\s+(?:the\s+)?(?:termination|expiration)|following\s+(?:the\s+)?(?:termination|expiration)|post-termination)/i.test(
      sentence,
    )
  )
    n -= 3;
  // The number belongs to a renewal ("renew for successive one (1) year terms"), not to the initial term.
  if (/\b(?:renew\w*|extension|extend(?:ed)?\s+for)\b[^.;]{0,80}$/i.test(beforeNumber)) n -= 4;
  return n;
}

/** The agreement's term: the best-scoring sentence that states one (offsets into the original text). */
export function findTerm(masked: string): Term | undefined {
  let best: (Term & { score: number }) | undefined;
  for (const [k0, re0] of TERM_RES.entries()) {
    const re = new RegExp(re0.source, 'gi');
    let m: RegExpExecArray | null;
    let seen = 0;
    while ((m = re.exec(masked)) !== null && seen++ < 40) {
      const k = k0;
      let value: number | undefined;
      let unit: Term['unit'];
      let anchorText: string;
      if (k === 1) {
        value = ORDINAL[m[1]!.toLowerCase()];
        unit = 'year';
        anchorText = m[2]!;
      } else {
        value = numberOf(m[1]!);
        unit = unitOf(m[2]!);
        anchorText = m[3] ?? '';
      }
      if (value === undefined || value <= 0 || value > 99 * (unit === 'year' ? 1 : 12)) continue;
      if (unit === 'day' && value < 28) continue;
      const start = m.index + m[0].indexOf(m[1]!);
      const sent = sentenceAround(masked, m.index);
      const head = masked.slice(sent.start, m.index + m[0].length);
      const score = termScore(head, masked.slice(sent.start, start)) + (k <= 2 ? 1 : 0);
      const anchor =
        /(?:from|after|following|of)\s+(?:the\s+)?(?:date\s+of\s+)?(?:the\s+)?((?!Effective\s+Date|date\s+(?:hereof|of\s+this|first|above)|Commencement)[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}(?:\s+Date)?)/.exec(
          anchorText,
        );
      const t = {
        value,
        unit,
        text: `${value} ${unit}${value > 1 ? 's' : ''}`,
        start,
        score,
        ...(/date\s+(?:hereof|of\s+this\s+(?:Agreement|Contract))|date\s+first\s+(?:above\s+)?written/i.test(anchorText)
          ? { fromAgreementDate: true }
          : {}),
        ...(anchor && !/^(?:This|Such|Each|Agreement)$/.test(anchor[1]!) ? { anchor: anchor[1]! } : {}),
      };
      if (score > 0 && (!best || t.score > best.score || (t.score === best.score && t.start < best.start))) best = t;
    }
  }
  if (!best) return undefined;
  const { score: _score, ...term } = best;
  return term;
}

const END_DATE = new RegExp(
  String.raw`\b(?:expir\w*|terminat\w*|end\w*|conclud\w*|continu\w*|remain\w*|effective|valid|through|until|up\s+to\s+and\s+including)\s+(?:[^.;]{0,60}?\b)?(?:on|until|through|to|up\s+to\s+and\s+including)\s+(?:and\s+including\s+)?(?:the\s+)?(?:(?:earlier|later)\s+of\s+(?:\(\w{1,4}\)\s+)?)?(?:close\s+of\s+business\s+on\s+)?(${D})|\b(?:expire|terminate|end)s?\s+(${D})|\b(?:from|beginning|commencing|starting)\s+(?:on\s+)?${D}\s*(?:,\s*)?(?:to|through|until|and\s+ending(?:\s+on)?|-)\s*(${D})|\b${D}\s+through\s+(${D})`,
  'gi',
);

function expirationDate(masked: string, effective: Found | undefined): (Found & { score: number }) | undefined {
  END_DATE.lastIndex = 0;
  let m: RegExpExecArray | null;
  let best: (Found & { score: number }) | undefined;
  let seen = 0;
  while ((m = END_DATE.exec(masked)) !== null && seen++ < 60) {
    const g = m[1] ?? m[2] ?? m[3] ?? m[4]!;
    const sent = sentenceAround(masked, m.index);
    const s = masked.slice(sent.start, sent.end);
    if (
      !/\bterm\b|\b(?:this|the)\s+(?:Agreement|Contract|Amendment)\b|\bexpir|\bperiod\b|\bpromotion\b|Joint Venture/i.test(
        s,
      )
    )
      continue;
    if (
      /\b(?:prior|previous|original|existing)\s+(?:agreement|contract)\b|\bdated\b/i.test(
        s.slice(0, m.index - sent.start),
      )
    )
      continue;
    const iso = toIso(g);
    if (!iso || (effective?.iso && iso <= effective.iso)) continue;
    const start = m.index + m[0].lastIndexOf(g);
    const score = termScore(masked.slice(sent.start, m.index + m[0].length)) + 1;
    if (score > 0 && (!best || score > best.score))
      best = { value: clean(g), iso, start, end: start + g.length, score };
  }
  return best;
}

const strip = ({ score: _s, ...f }: Found & { score: number }): Found => f;

export function findKeyDates(text: string): KeyDates {
  const notes: string[] = [];
  const masked = maskFurniture(text);
  const agreement = agreementDate(text, masked);
  const effective = effectiveDate(text, masked, agreement, notes);
  const out: KeyDates = { notes };
  if (agreement) out.agreementDate = agreement;
  if (effective) out.effectiveDate = effective;
  const term = findTerm(masked);
  if (term) out.initialTerm = term;
  const stated = expirationDate(masked, effective);
  const perpetual =
    /\b(?:in\s+perpetuity|perpetual\s+(?:term|agreement)|(?:shall|will)\s+(?:continue|remain)\s+(?:in\s+(?:full\s+)?force(?:\s+and\s+effect)?\s+|in\s+effect\s+)?(?:indefinitely|until\s+terminated))\b/i.test(
      masked,
    );
  if (stated && (!term || stated.score >= 3 || Math.abs(stated.start - term.start) < 400))
    out.expiration = strip(stated);
  else if (term && effective?.iso) {
    const base = term.fromAgreementDate && agreement?.iso ? agreement : effective;
    const iso = addDuration(base.iso!, term.value, term.unit);
    if (iso) {
      out.expiration = { value: iso, iso, start: term.start, end: term.start + term.text.length };
      notes.push(
        term.anchor
          ? `Expiration estimated as ${term.text} from the Effective Date (${effective.iso}); the contract measures the term from the ${term.anchor}, so the actual date depends on that event.`
          : `Expiration computed as ${term.text} from the ${base === effective ? 'Effective Date' : 'date of the agreement'} (${base.iso}).`,
      );
    }
  } else if (stated) out.expiration = strip(stated);
  else if (term)
    out.expiration = {
      value: `${term.text} after the Effective Date`,
      start: term.start,
      end: term.start + term.text.length,
    };
  if (!out.expiration && perpetual) notes.push('The agreement has no fixed end date: it continues until terminated.');
  return out;
}
