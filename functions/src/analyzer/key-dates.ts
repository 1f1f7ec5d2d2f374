/**
 * The contract's key dates: the agreement date (the date the preamble gives the document), the
 * effective date (defined, stated, tied to the signatures, or else the agreement date) and the
 * expiration date (stated, or computed from the term: "five years from the Effective Date").
 * Rules follow how contracts are drafted, not any particular contract.
 */
import { addDuration, DATE_SOURCE, datesIn, toIso } from './dates';
import { maskFurniture, preambleEnd, signatureRegion } from './regions';
import { findTerm, sentenceAround, termScore, type Term } from './term';
import { clean } from './text';

export type { Term };

export interface Found {
  value: string;
  iso?: string;
  start: number;
  end: number;
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

/**
 * A sentence that dates another document, not this one: a definition ('"Master Services Agreement" the
 * agreement executed between the Parties on ...') or a mention of an earlier agreement ('the Original
 * Agreement dated ...'). Its date is not the agreement date even when it falls in the opening text.
 */
const OTHER_DOCUMENT_DATE =
  /^\s*(?:\d+(?:\.\d+)*\.?\s+)?["“][^"”]{0,50}\b(?:Agreement|Contract|Lease|Deed|Plan|Amendment)["”]\s*(?::|means\b|shall\s+mean\b|(?:is|has)\s+the\s+meaning|the\s+agreement\b)|\b(?:the|an?|that|certain)\s+(?:[A-Z][\w-]*\s+){1,5}Agreement\s*(?:\([^)]{0,40}\)\s*)?,?\s*(?:dated|executed|entered\s+into|made)\b/;

/** The dates between two offsets that date this document (see OTHER_DOCUMENT_DATE). */
function ownDates(masked: string, from: number, to: number) {
  return datesIn(masked, from, to).filter(
    (d) => !OTHER_DOCUMENT_DATE.test(masked.slice(sentenceAround(masked, d.index).start, d.index)),
  );
}

function agreementDate(text: string, masked: string): Found | undefined {
  const first = ownDates(masked, 0, preambleEnd(text))[0];
  if (first) return at(first);
  // "dated as of ..." a little later (long title pages), then the signature blocks.
  const dated = new RegExp(String.raw`\b(?:dated|made|entered\s+into|executed)\b[^.]{0,60}?(${D})`, 'i').exec(
    masked.slice(0, 12000),
  );
  if (
    dated &&
    !OTHER_DOCUMENT_DATE.test(masked.slice(sentenceAround(masked, dated.index).start, dated.index + dated[0].length))
  ) {
    const s = dated.index + dated[0].lastIndexOf(dated[1]!);
    const iso = toIso(dated[1]!);
    if (iso) return { value: clean(dated[1]!), iso, start: s, end: s + dated[1]!.length };
  }
  return latestSignatureDate(text, masked);
}

function latestSignatureDate(text: string, masked: string): Found | undefined {
  const sig = signatureRegion(text);
  if (!sig) return undefined;
  const ds = ownDates(masked, sig.start, sig.end);
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

const END_DATE = new RegExp(
  String.raw`\b(?:expir\w*|terminat\w*|end\w*|conclud\w*|continu\w*|remain\w*|effective|effect|valid|through|until|up\s+to\s+and\s+including|extended)\s+(?:[^.;]{0,60}?\b)?(?:on|until|through|to|at|as\s+of|up\s+to\s+and\s+including)\s+(?:and\s+including\s+)?(?:the\s+)?(?:(?:earlier|later)\s+of\s+(?:\(\w{1,4}\)\s+)?)?(?:close\s+of\s+business\s+on\s+)?(${D})|\b(?:expir(?:e|es|ing)|terminat(?:e|es|ing)|end(?:s|ing)?|conclud(?:e|es|ing))\s+(${D})|\b(?:from|beginning|commencing|starting|Term\s*:)\s+(?:on\s+)?${D}\s*(?:,\s*)?(?:to|through|until|(?:and\s+)?(?:ending|concluding)(?:\s+on)?|-|–)\s*(${D})|\b${D}\s+through\s+(${D})`,
  'gi',
);

/** An expiration date the contract defines: "Expiration Date: August 31, 2006", "Contract end: 04-01-08". */
const EXP_DEFINED = new RegExp(
  String.raw`\b(?:Expiration|Expiry|Termination|End)\s+Date["”]?\)?\s*(?::|means|shall\s+mean|is|shall\s+be|will\s+be)\s*(?:the\s+)?(${D})|\b(?:Contract|Agreement)\s+(?:end|expir\w*)\s*(?:date)?\s*:\s*(${D})`,
  'i',
);

/** "until the end of the current calendar year": 31 December of the year the agreement starts. */
const YEAR_END = /\buntil\s+(?:the\s+)?end\s+of\s+(?:the\s+|that\s+)?(?:then[- ])?current\s+calendar\s+year\b/i;

function expirationDate(masked: string, effective: Found | undefined): (Found & { score: number }) | undefined {
  const defined = EXP_DEFINED.exec(masked);
  if (defined) {
    const g = defined[1] ?? defined[2]!;
    const iso = toIso(g);
    const start = defined.index + defined[0].lastIndexOf(g);
    if (iso && !(effective?.iso && iso <= effective.iso))
      return { value: clean(g), iso, start, end: start + g.length, score: 5 };
  }
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

/** A term that runs until the last patent right or royalty term expires. */
const LAST_RIGHT_EXPIRES =
  /\b(?:continue|remain\s+in\s+(?:full\s+)?(?:force|effect))\b[^.;]{0,80}?\buntil\b[^.;]{0,40}?\bexpir\w*\s+of\s+(?:the\s+)?last(?:[\s-]+to[\s-]+expire)?\s+(?:of\s+(?:the\s+)?)?([^.;]{0,60}?\b(?:patents?|valid\s+claims?|royalty\s+terms?))\b/i;

export function findKeyDates(text: string): KeyDates {
  const notes: string[] = [];
  const masked = maskFurniture(text);
  const agreement = agreementDate(text, masked);
  const effective = effectiveDate(text, masked, agreement, notes);
  const out: KeyDates = { notes };
  if (agreement) out.agreementDate = agreement;
  if (effective) out.effectiveDate = effective;
  const found = findTerm(masked);
  if (found) {
    const { score: _score, ...t } = found;
    out.initialTerm = t;
  }
  const term = out.initialTerm;
  const stated = expirationDate(masked, effective);
  const perpetual =
    /\b(?:in\s+perpetuity|perpetual\s+(?:term|agreement)|(?:shall|will)\s+(?:continue|remain)\s+(?:in\s+(?:full\s+)?force(?:\s+and\s+effect)?\s+|in\s+effect\s+)?(?:indefinitely|until\s+terminated))\b/i.test(
      masked,
    );
  const yearEnd = YEAR_END.exec(masked);
  // A stated end date wins over a computed one when it reads like the term clause or at least as much
  // as the term does, or when the term's own sentence states it ("for three (3) years, concluding
  // December 31, 1998").
  const sameSentence = (a: number, b: number) => {
    const sent = sentenceAround(masked, a);
    return sent.start <= b && b <= sent.end;
  };
  if (stated && (!found || stated.score >= 3 || stated.score >= found.score || sameSentence(found.start, stated.start)))
    out.expiration = strip(stated);
  else if (term && (term.startsOn || effective?.iso)) {
    // What the term runs from: the start its own sentence states, the date of the agreement, else the Effective Date.
    const [baseIso, baseName] = term.startsOn
      ? [term.startsOn, 'start the term clause states']
      : term.fromAgreementDate && agreement?.iso
        ? [agreement.iso, 'date of the agreement']
        : [effective!.iso!, 'Effective Date'];
    const iso = addDuration(baseIso, term.value, term.unit);
    if (iso) {
      out.expiration = { value: iso, iso, start: term.start, end: term.start + term.text.length };
      notes.push(
        term.anchor
          ? `Expiration estimated as ${term.text} from the Effective Date (${baseIso}); the contract measures the term from the ${term.anchor}, so the actual date depends on that event.`
          : `Expiration computed as ${term.text} from the ${baseName} (${baseIso}).`,
      );
    }
  } else if (stated) out.expiration = strip(stated);
  else if (yearEnd && effective?.iso) {
    const iso = `${effective.iso.slice(0, 4)}-12-31`;
    out.expiration = { value: iso, iso, start: yearEnd.index, end: yearEnd.index + yearEnd[0].length };
    notes.push('The term runs to the end of the calendar year in which it starts.');
  } else if (term)
    out.expiration = {
      value: `${term.text} after the Effective Date`,
      start: term.start,
      end: term.start + term.text.length,
    };
  // "shall continue, in each country, until the date of expiration of the last to expire patent": an end, though no date.
  const lastRight = out.expiration ? null : LAST_RIGHT_EXPIRES.exec(text);
  if (lastRight)
    out.expiration = {
      value: `when the last ${/royalty/i.test(lastRight[1]!) ? 'royalty term' : 'patent right'} expires`,
      start: lastRight.index,
      end: lastRight.index + lastRight[0].length,
    };
  if (!out.expiration && perpetual) notes.push('The agreement has no fixed end date: it continues until terminated.');
  return out;
}
