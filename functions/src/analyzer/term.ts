/**
 * The agreement's own term as drafted: "The term of this Agreement shall be two (2) years from the
 * Effective Date", "shall continue for a period of five (5) years commencing on January 1, 2016",
 * "until the fifth anniversary of the date hereof", "a three (3) year period", "through the day prior
 * to the second anniversary of the Effective Date". Each candidate sentence is scored for reading like
 * the agreement's term (not a licence, warranty, confidentiality, survival or renewal period); the best
 * one wins. What the term runs from is read from the same sentence. Offsets are into the text given.
 */
import { DATE_SOURCE, toIso } from './dates';
import { parseNumberWord } from './text';

export interface Term {
  value: number;
  unit: 'year' | 'month' | 'week' | 'day';
  text: string;
  start: number;
  /** What the term runs from when it is not the Effective Date ("the Launch Date"). */
  anchor?: string;
  /** The term runs from the date of the agreement ("the seventh anniversary of the date hereof"). */
  fromAgreementDate?: boolean;
  /** The start date the term sentence states ("commencing on January 1, 2016"), as ISO. */
  startsOn?: string;
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
  eleventh: 11,
  twelfth: 12,
  fifteenth: 15,
  twentieth: 20,
  'twenty-fifth': 25,
  thirtieth: 30,
};
const NUMW = String.raw`(?:\d{1,3}|[a-z]+(?:[- ][a-z]+)?)(?:\s*\(\s*[\dIl]{1,3}\s*\))?`;
const UNIT = String.raw`(?:full\s+)?(?:calendar\s+|contract\s+)?(years?|months?|weeks?|days?)(?:\s?\(s\))?`;
/**
 * Before an anniversary: "until the", "expire on the later of (a) the", "through the day prior to the"
 * (the term is still counted to the anniversary, as the CUAD labels count it).
 */
const ANNIVERSARY_LEAD = String.raw`(?:\b(?:until|on|through|upon|at|to|end\w*\s+on|expir\w*\s+on|means|be)|\(\w{1,3}\))\s+(?:the\s+)?(?:(?:later|earlier)\s+of\s+(?:\(\w{1,4}\)\s+)?)?(?:the\s+)?(?:(?:day|date)\s+(?:immediately\s+)?(?:prior|preceding|before)\s+(?:to\s+)?(?:the\s+)?)?`;

/** Each pattern's groups: [dayBefore?, number, unit?, anchor text] as `read` says. */
const TERM_RES: {
  re: RegExp;
  read: (m: RegExpExecArray) => { n?: string; ordinal?: string; unit: string; anchor: string };
}[] = [
  // "until the five (5) year anniversary of X", "through the day prior to the 2-year anniversary of X"
  {
    re: new RegExp(
      String.raw`${ANNIVERSARY_LEAD}(${NUMW})[- ](year|month)\s+anniversary\s+of\s+(?:the\s+)?([^.,;()]{3,60})`,
      'gi',
    ),
    read: (m) => ({ n: m[1]!, unit: m[2]!, anchor: m[3]! }),
  },
  // "until the seventh anniversary of X", "(a) The fifth (5th) anniversary of this Agreement"
  {
    re: new RegExp(
      String.raw`${ANNIVERSARY_LEAD}([a-z]+(?:-[a-z]+)?)\s+(?:\(\d+\s*[a-z]\s?[a-z]\)\s+)?anniversary\s+of\s+(?:the\s+)?([^.,;()]{3,60})`,
      'gi',
    ),
    read: (m) => ({ ordinal: m[1]!, unit: 'year', anchor: m[2]! }),
  },
  // "shall terminate on the date three (3) years from the Effective Date", "end twelve (12) months after
  // the Launch", "ending ten (10) years thereafter", "expires in five (5) years from the date of ..."
  {
    re: new RegExp(
      String.raw`\b(?:until|(?:terminat|expir|end)\w*\s+on\s+the\s+date|end(?:ing)?|expires?(?:\s+in)?)\s+(${NUMW})\s*${UNIT}\s+((?:subsequent\s+to|after|following|from|thereafter)(?!\s+(?:the\s+)?(?:receipt|notice|written|delivery|such\s+notice))[^.;]{0,60})`,
      'gi',
    ),
    read: (m) => ({ n: m[1]!, unit: m[2]!, anchor: m[3]! }),
  },
  // "The term of this Agreement shall be two (2) years from ...", "the term of the validity of this
  // Agreement shall be one year", "The term of the Franchise shall be twenty (20) years"
  {
    re: new RegExp(
      String.raw`\b(?:initial\s+)?(?:term|period)\s+(?:of\s+(?:the\s+)?validity\s+)?(?:\([^)]{0,30}\)\s+)?(?:of\s+(?:this|the)\s+[A-Z]?\w+\s+)?(?:\([^)]{0,30}\)\s+)?(?:shall\s+be|is|will\s+be|of|shall\s+extend\s+for|shall\s+run\s+for)\s+(?:for\s+)?(?:a\s+period\s+of\s+)?(?:an?\s+initial\s+(?:term|period)\s+of\s+)?(${NUMW})\s*${UNIT}([^.;]{0,80})`,
      'gi',
    ),
    read: (m) => ({ n: m[1]!, unit: m[2]!, anchor: m[3]! }),
  },
  // "shall continue in full force and effect for a period of five (5) years from ..."
  {
    re: new RegExp(
      String.raw`\b(?:continue|remain|be\s+in\s+(?:full\s+)?(?:force|effect)|be\s+valid|valid|effective|in\s+effect|extend)\b[^.;]{0,60}?\bfor\s+(?:at\s+least\s+)?(?:an?\s+|the\s+)?(?:initial\s+)?(?:(?:period|term)\s+of\s+)?(${NUMW})\s*${UNIT}([^.;]{0,80})`,
      'gi',
    ),
    read: (m) => ({ n: m[1]!, unit: m[2]!, anchor: m[3]! }),
  },
  // "This Agreement shall be for a period of five (5) years", "for the term of one year", "have an
  // Initial Term of three (3) years"
  {
    re: new RegExp(
      String.raw`\b(?:for|have)\s+(?:a|an|the)\s+(?:initial\s+)?(?:period|term)\s+of\s+(${NUMW})\s*${UNIT}([^.;]{0,80})`,
      'gi',
    ),
    read: (m) => ({ n: m[1]!, unit: m[2]!, anchor: m[3]! }),
  },
  // "a three (3) year period commencing on the Effective Date", "the entire four (4) year term"
  {
    re: new RegExp(String.raw`\b(${NUMW})[- ](year|month)\s+(?:initial\s+)?(?:term|period)\b([^.;]{0,80})`, 'gi'),
    read: (m) => ({ n: m[1]!, unit: m[2]!, anchor: m[3]! }),
  },
  // "Term: 24 months"
  {
    re: new RegExp(String.raw`\bTerm\s*:\s*(${NUMW})\s*${UNIT}([^.;\n]{0,80})`, 'gi'),
    read: (m) => ({ n: m[1]!, unit: m[2]!, anchor: m[3]! }),
  },
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

/** The sentence of text around index i (bounded by ". " or a blank line, at most 600 chars each way). */
export function sentenceAround(text: string, i: number): { start: number; end: number } {
  let a = i;
  const minA = Math.max(0, i - 600);
  while (a > minA && !/[.;]\s/.test(text.slice(a - 2, a)) && text.slice(a - 2, a) !== '\n\n') a--;
  let b = i;
  const maxB = Math.min(text.length, i + 600);
  while (b < maxB && !/^\.\s/.test(text.slice(b, b + 2)) && text.slice(b, b + 2) !== '\n\n') b++;
  return { start: a, end: b };
}

const AGREEMENT_STARTS =
  /\b(?:(?:this|the)\s+(?:Agreement|Contract)|(?<!\bof\s)(?:this|the)\s+Term)\s+(?:commences|begins|continues|remains|expires|becomes\s+effective|(?:shall|will)\s+(?:commence|continue|remain|be\s+(?:in\s+)?(?:full\s+)?(?:effective|force|effect|for)|become\s+effective|come\s+into\s+(?:force|effect)|take\s+effect|expire|terminate|end|extend|have\s+an?\s+(?:initial\s+)?term|begin))/i;

/** How much a sentence reads like the agreement's own term clause (not a licence, warranty or covenant period). */
export function termScore(sentence: string, beforeNumber = sentence): number {
  let n = 0;
  if (
    /\bInitial\s+(?:Term|Period)\b|\bterm\s+of\s+(?:the\s+validity\s+of\s+)?this\s+(?:Agreement|Contract)\b/i.test(
      sentence,
    )
  )
    n += 3;
  // "The term of the Franchise shall be twenty (20) years": the term of what the contract grants.
  else if (
    /\b[Tt]he\s+term\s+of\s+the\s+(?!Licen|Warrant|Option|Lease|Loan|Employment|Note)[A-Z][a-z]+\b/.test(sentence)
  )
    n += 2;
  if (AGREEMENT_STARTS.test(sentence)) n += 2;
  if (/\b(?:the\s+)?Term\b/.test(sentence)) n += 1;
  if (
    /\b(?:confidential|warrant|non-?compet|solicit|surviv|licen[cs]e\s+(?:term|period)|royalt|payment|after\s+(?:the\s+)?(?:termination|expiration)|following\s+(?:the\s+)?(?:termination|expiration)|post-termination)/i.test(
      sentence,
    )
  )
    n -= 3;
  // "during the Term and for a period of five (5) years thereafter": a covenant that outlives the term.
  if (/\bduring\s+the\s+Term\b[^.;]{0,60}\band\s+for\b/i.test(sentence)) n -= 6;
  // The number belongs to a renewal ("renew for successive one (1) year terms"), not to the initial term.
  if (
    /\b(?:renew\w*|extension|extend(?:ed)?\s+for\s+(?:an?\s+)?(?:additional|further|successive|subsequent|another))\b[^.;]{0,80}$/i.test(
      beforeNumber,
    )
  )
    n -= 4;
  return n;
}

/** A date the term sentence says it starts on: "commencing on January 1, 2016", "shall begin on ...". */
const STARTS_ON = new RegExp(
  String.raw`\b(?:commenc\w*|begin\w*|start\w*|effective|(?:period|term)\s+from)\s+(?:on\s+|upon\s+|as\s+of\s+|from\s+|with\s+)?(?:the\s+)?(${DATE_SOURCE})`,
  'i',
);
const FROM_AGREEMENT_DATE =
  /date\s+(?:hereof|of\s+this\s+(?:Agreement|Contract|document|letter)|first\s+(?:above\s+|set\s+forth\s+above\s+|written\s+above\s+)?(?:written|set\s+forth)|of\s+(?:its\s+)?execution)|(?:above|first)\s+written/i;

/** The agreement's term: the best-scoring sentence that states one (offsets into the text given), with its score. */
export function findTerm(masked: string): (Term & { score: number }) | undefined {
  let best: (Term & { score: number }) | undefined;
  for (const [k, { re, read }] of TERM_RES.entries()) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    let seen = 0;
    while ((m = re.exec(masked)) !== null && seen++ < 40) {
      const r = read(m);
      const value = r.ordinal !== undefined ? ORDINAL[r.ordinal.toLowerCase()] : numberOf(r.n!);
      const unit = unitOf(r.unit);
      if (value === undefined || value <= 0 || value > 99 * (unit === 'year' ? 1 : 12)) continue;
      if (unit === 'day' && value < 28) continue;
      const numberText = r.n ?? r.ordinal!;
      const start = m.index + m[0].indexOf(numberText);
      const sent = sentenceAround(masked, m.index);
      const head = masked.slice(sent.start, m.index + m[0].length);
      const whole = masked.slice(sent.start, sent.end);
      // The label that follows the clause ("... years (the "Initial Term")") says what the number is.
      const labelled = /^[^.;]{0,40}\(\s*(?:the\s+)?["“]?Initial\s+Term\b/i.test(
        masked.slice(m.index + m[0].length, m.index + m[0].length + 60),
      );
      const score = termScore(head, masked.slice(sent.start, start)) + (k <= 1 ? 1 : 0) + (labelled ? 3 : 0);
      if (score <= 0 || (best && !(score > best.score || (score === best.score && start < best.start)))) continue;
      // "from the Reseller's first purchase order for Product": the event, possessive and all.
      const anchor =
        /(?:from|after|following|of)\s+(?:the\s+)?(?:date\s+of\s+)?(?:the\s+)?((?!Effective\s+Date|date\s+(?:hereof|of\s+this|first|above)|Commencement)[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}(?:\s+Date)?(?:['’]s(?:\s+(?!(?:for|of|to|by|under|in|with|issued|unless|and|or)\b)[\w-]+){1,4})?)/.exec(
          r.anchor,
        );
      // A base the term names itself ("the first anniversary of the date of this Agreement", "from the
      // Effective Date") wins over a start date stated elsewhere in the sentence.
      const named = FROM_AGREEMENT_DATE.test(r.anchor) || /Effective\s+Date/i.test(r.anchor);
      const startsOn = named ? null : STARTS_ON.exec(whole);
      const startIso = startsOn ? toIso(startsOn[1]!) : undefined;
      const fromAgreement =
        FROM_AGREEMENT_DATE.test(r.anchor) ||
        (!/Effective\s+Date/i.test(whole) && FROM_AGREEMENT_DATE.test(masked.slice(sent.start, start)));
      best = {
        value,
        unit,
        text: `${value} ${unit}${value > 1 ? 's' : ''}`,
        start,
        score,
        ...(fromAgreement ? { fromAgreementDate: true } : {}),
        ...(startIso ? { startsOn: startIso } : {}),
        ...(anchor && !startIso && !/^(?:This|Such|Each|Agreement)$/.test(anchor[1]!) ? { anchor: anchor[1]! } : {}),
      };
    }
  }
  return best;
}
