/**
 * Drafting faults a reviewer reports whichever side it acts for (unfilled blanks, inconsistent
 * dates) and text addressed to an automated reviewer, with exact
 * evidence. Vague words ("promptly") and redactions are not findings: listing every one is noise.
 */
import { mk, type Ctx, type Finding } from './context';
import { clauseAt } from './clause-ref';
import { amountMismatches } from './amount-words';

/**
 * Text addressed to an automated reviewer ("ignore previous instructions"): reported, never obeyed.
 * The side-aware non-standard terms come from the review (findings/).
 */
export function embeddedInstructions(ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const inj =
    /\b(?:ignore|disregard)\s+(?:all\s+)?(?:previous|prior|above)\s+instructions\b|\b(?:AI|language model|LLM|assistant)\b[^.]{0,60}\b(?:must|should)\s+(?:report|say|ignore|not)/i.exec(
      ctx.text,
    );
  if (inj) {
    const c = clauseAt(ctx, inj.index);
    out.push(
      mk(ctx, {
        kind: 'nonstandard',
        rule: 'embedded-instruction',
        category: 'other',
        severity: 'medium',
        ...(c ? { clause: c } : {}),
        start: inj.index,
        end: inj.index + inj[0].length,
        title: 'The text contains an instruction addressed to an automated reviewer',
        deviation:
          'Contracts do not address software reviewers; such text has no legal effect and was treated as ordinary contract text.',
        impact: 'It may be an attempt to manipulate automated review; read the surrounding text carefully.',
      }),
    );
  }
  return out;
}

/**
 * Exhibits and schedules the text refers to but does not include. A filing or an upload often
 * leaves them out, so they are a note for the reader, not a finding against the contract.
 */
export function unattached(ctx: Ctx): string[] {
  const exhibits = new Set(ctx.clauses.filter((c) => c.kind === 'exhibit').map((c) => c.label.toLowerCase()));
  // A heading in capitals the clause tree did not take as one ("May 3, 2016 EXHIBIT A LICENSE FEES"): the
  // label in capitals, not after the words that refer to it ("set forth in EXHIBIT C"), nor a line of a
  // table of contents ("SCHEDULE A - SpinCo Patents SCHEDULE B - ...").
  for (const m of ctx.text.matchAll(/\b(EXHIBIT|SCHEDULE|ANNEX|APPENDIX)\s+([A-Z0-9]{1,3})\b(?!\.\d)/g))
    if (
      !REFERRED.test(ctx.text.slice(Math.max(0, m.index - 14), m.index)) &&
      !LISTED.test(ctx.text.slice(m.index + m[0].length, m.index + m[0].length + 80))
    )
      exhibits.add(`${m[1]} ${m[2]}`.toLowerCase());
  const out = new Map<string, string>();
  // Not a filing's own label ("Exhibit 6.2", "Exhibit 10.1"), nor a part of a law the contract cites.
  for (const m of ctx.text.matchAll(/\b(Exhibit|Schedule|Annex|Appendix)\s+([A-Z0-9]{1,3})\b(?!\.\d)/g)) {
    const key = `${m[1]} ${m[2]}`.toLowerCase();
    const before = ctx.text.slice(Math.max(0, m.index - 40), m.index);
    const after = ctx.text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (OF_A_LAW_BEFORE.test(before) || OF_A_LAW_AFTER.test(after)) continue;
    if (!exhibits.has(key) && !/^\d{2}$/.test(m[2]!)) out.set(key, `${m[1]} ${m[2]}`);
  }
  return [...out.values()].slice(0, 6);
}
const LISTED = /\b(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX)\s+[A-Z0-9]{1,3}\b/;
/**
 * An appendix or schedule of a law or regulation the contract cites, not one of the contract's own:
 * "29 CFR Part 471 Appendix A to Subpart A", "Schedule 13D under the Exchange Act", "Annex II of
 * Regulation (EU) 2016/679".
 */
const OF_A_LAW_BEFORE =
  /\b(?:C\.?F\.?R\.?|U\.?S\.?C\.?|Part\s+\d+[A-Za-z]?|Subpart\s+[A-Z])\s*(?:§\s*[\d.-]+\s*)?,?\s*$/;
const OF_A_LAW_AFTER =
  /^\s*(?:(?:to|of|under)\s+(?:Subpart|Part|Title|Regulation|Directive|(?:the\s+)?(?:Securities\s+)?Exchange\s+Act|the\s+(?:Regulations?|Directive|Act|Code|Rules?)\b))/;
const REFERRED = /\b(?:in|of|to|on|see|per|as|and|or|under|with|by|hereto|this|the|each|any|such)\s+$/i;

/** A heading that starts a form attached for later use, past the document's own title. */
const FORM_HEADING =
  /(?:^|\n)[^\S\n]*(?:(?:EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEX|Annex|APPENDIX|Appendix)\s+[A-Z0-9.-]{1,6}\s*[-–—:]?\s*)?\[?(?:FORM\s+OF|Form\s+of)\b(?![^\n]{0,80}?\b\d{1,3}\s+(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX)\b)/;
const FORM_AFTER = 200;
/**
 * A report, certificate or template attached to be filled in later ("EXHIBIT B QUARTERLY SALES & ROYALTY REPORT"),
 * not its line in a table of contents ("EXHIBIT 13 - FORM OF STANDBY LETTER OF CREDIT 93 EXHIBIT 14").
 */
const FORM_EXHIBIT =
  /\b(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX)\s+[A-Z0-9.-]{1,6}\s*[-–—:]?\s*(?:[A-Z&,'’-]+\s+){0,6}(?:REPORT|FORM|CERTIFICATE|TEMPLATE)\b(?![^\n]{0,80}?\b\d{1,3}\s+(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX)\b)/;
/**
 * A date left for the signing ("dated as of ________, 2015", "this ____ day of ________, 19__"): filled in
 * when the parties sign, no term of the bargain.
 */
function dateBlank(text: string, start: number, end: number): boolean {
  return (
    /\b(?:dated|day\s+of|as\s+of|effective|date[d:]?|this)\s*(?:the\s+)?(?:day\s+of\s+)?$/i.test(
      text.slice(Math.max(0, start - 30), start),
    ) || /^\s*(?:day\s+of\b|,?\s*(?:19|20)(?:\d\d|_+)\b)/i.test(text.slice(end, end + 12))
  );
}
/** A line written on ("(______30________)", "____________ (______30________) days"): the value is there. */
function filledIn(text: string, start: number, end: number): boolean {
  return /\d$/.test(text.slice(start - 1, start)) || /^(?:\d|\s*\(\s*_*\s*\d)/.test(text.slice(end, end + 12));
}

export function ambiguities(ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const { text } = ctx;
  // Blanks and placeholders.
  // Blanks, placeholders and template directives ("{IF has_use_limitations}", "{{customer_name}}",
  // "<<enter Company Name>>"): unfilled terms, never terms of the contract.
  const blank =
    /\[\s*(?:●|•|·|_+|x|X|insert[^\]]{0,30}|TBD|\s)\s*\]|\{\{[^{}\n]{1,60}\}\}|\{\s*(?:IF|ELSE|ELSEIF|END|ENDIF|FOR|EACH|UNLESS)\b[^{}\n]{0,60}\}|\{[A-Za-z_][\w.]{2,40}\}|<<[^<>\n]{1,40}>>|_{4,}|\bTBD\b|\[\s*\]/g;
  // A line of underscores is a blank only inside a term ("upon ____ days' notice"), never a
  // signature, name or date line of the execution block.
  const inTerm = (i: number) => {
    const line = text.slice(
      Math.max(0, text.lastIndexOf('\n', i) + 1),
      Math.max(i, text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i)),
    );
    return (
      /\b(?:shall|will|may|must|days?|months?|years?|percent|fee|price)\b/i.test(line) &&
      !/\b(?:By|Name|Title|Date|Signature|Its|Witness)\s*:/i.test(line)
    );
  };
  // A form attached for later use ("EXHIBIT A FORM OF JOINDER") is meant to be blank; the document's own
  // title ("FORM OF CONTENT LICENSE AGREEMENT") does not make its terms a form.
  const formAt = Math.min(
    ...[FORM_HEADING, FORM_EXHIBIT].map((re) => {
      const form = re.exec(text.slice(FORM_AFTER));
      return form ? FORM_AFTER + form.index : text.length;
    }),
  );
  const blanks = [...text.matchAll(blank)].filter(
    (b) =>
      (!b[0].startsWith('_') || inTerm(b.index)) &&
      b.index < formAt &&
      !dateBlank(text, b.index, b.index + b[0].length) &&
      !filledIn(text, b.index, b.index + b[0].length),
  );
  if (blanks.length > 0) {
    const first = blanks[0]!;
    const c = clauseAt(ctx, first.index);
    const sample = [...new Set(blanks.slice(0, 40).map((b) => b[0].trim()))].slice(0, 5).join(', ');
    out.push(
      mk(ctx, {
        kind: 'ambiguity',
        rule: 'blanks',
        category: c ? (ctx.cats[c.index]![0]?.id ?? 'other') : 'other',
        severity: 'high',
        ...(c ? { clause: c } : {}),
        start: first.index,
        end: first.index + first[0].length,
        title: `${blanks.length} blank${blanks.length > 1 ? 's or placeholders remain' : ' or placeholder remains'} unfilled (e.g. ${sample}).`,
        impact:
          'Unfilled terms (dates, names, amounts, governing law) leave essential terms undetermined; the contract may be unenforceable or read against the drafter.',
      }),
    );
  }
  // Inconsistent effective dates.
  const effs = new Set<string>();
  for (const m of text.matchAll(
    /Effective Date[”"]?\)?\s*(?::|means|shall mean|is)\s*([A-Z][a-z]+\.? \d{1,2},? \d{4})/g,
  ))
    effs.add(m[1]!.replace(/\s+/g, ' '));
  if (effs.size > 1) {
    const i = text.search(/Effective Date[”"]?\)?\s*(?::|means|shall mean|is)/);
    out.push(
      mk(ctx, {
        kind: 'ambiguity',
        rule: 'inconsistent-dates',
        category: 'effective-date',
        severity: 'high',
        start: i,
        end: i + 40,
        title: `Inconsistent effective dates: ${[...effs].join(' vs ')}.`,
        impact: 'The start of obligations and the end of the term are uncertain.',
      }),
    );
  }
  // An amount whose words and figures disagree ("thirty (45) days"): which governs is open.
  for (const a of amountMismatches(text).slice(0, 3)) {
    const c = clauseAt(ctx, a.start);
    const written = text.slice(a.start, a.end).replace(/\s+/g, ' ');
    out.push(
      mk(ctx, {
        kind: 'ambiguity',
        rule: 'amount-words-figures',
        category: c ? (ctx.cats[c.index]![0]?.id ?? 'other') : 'other',
        severity: 'medium',
        ...(c ? { clause: c } : {}),
        start: a.start,
        end: a.end,
        title: `The words and the figures of an amount disagree: "${written}" (${a.words} in words, ${a.figures} in figures).`,
        impact:
          'Each party can claim the reading that suits it; a deadline, payment or percentage stated two ways is uncertain until corrected.',
      }),
    );
  }
  return out;
}
