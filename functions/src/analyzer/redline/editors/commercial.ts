/** Edits for money and control findings: payment windows, late interest, unilateral changes, audits. */
import { beforeStop, endsAtStop, firstSentence, sentencesOf, substitute, who } from '../sentences';
import type { Editor, Proposal } from '../types';
import { durationsIn, period } from '../wording';

/** Where one clause of a sentence ends and the next, with its own subject and period, begins. */
const CLAUSE_BREAK = /;\s+|,\s+(?:and|but|while|whereas)\s+(?=(?:the|each|either|such)\s)/gi;

/**
 * The clause of a sentence that holds its payment: "The Distributor must deliver such Products ... within 14
 * days of receiving the Supplier's notice, and the Supplier must pay for the Products in full within 30 days
 * of their delivery" gives the payer 30 days; the 14 are the other side's time to deliver.
 */
function payingClause(text: string): { start: number; end: number } {
  const verb = /\b(?:pay|paid|payable|remit|invoice)/i.exec(text);
  if (!verb) return { start: 0, end: text.length };
  let start = 0;
  let end = text.length;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(text); m; m = CLAUSE_BREAK.exec(text)) {
    if (m.index + m[0].length <= verb.index) start = m.index + m[0].length;
    else if (m.index >= verb.index) {
      end = m.index;
      break;
    }
  }
  return { start, end };
}

export const paymentEditor: Editor = (f, { ctx, positions }) => {
  if (!ctx.self) return [];
  const sents = sentencesOf(ctx, f);
  const s = sents.find((x) => /\b(?:pay|paid|payable|invoice)/i.test(x.text));
  if (!s) return [];
  // Who pays: the subject of the first sentence that imposes a payment ("Customer shall pay").
  const duty = sents.find((x) => /\b(?:shall|will|must|agrees? to)\s+(?:\w+\s+){0,2}?(?:pay|remit)/i.test(x.text)) ?? s;
  const payer = who(ctx, duty, /\b(?:pay|paid|payable|remit)\w*/i);
  const out: Proposal[] = [];
  const clause = payingClause(s.text);
  const window = durationsIn(ctx.text, s.start + clause.start, s.start + clause.end).find(
    (d) => d.unit === 'day' || d.unit === 'business day',
  );
  if (window) {
    const max = positions.maxPaymentDays;
    // The payer wants longer (30 days); a playbook maximum binds whichever side writes it.
    const target =
      max !== undefined && window.value > max ? max : payer === 'self' && window.value < 30 ? 30 : undefined;
    if (target !== undefined) {
      out.push({
        change: { kind: 'rewrite', start: window.start, end: window.end, rewritten: period(target, 'day', window.raw) },
        suggestion: `Change the payment period to ${period(target, 'day', window.raw)}.`,
        reasoning:
          max !== undefined && window.value > max
            ? `The playbook allows payment terms of at most ${max} days.`
            : `Paying within ${window.raw} is tight for ${ctx.selfName}'s accounts payable cycle and risks technical default; thirty days from invoice is the usual term.`,
        ...(max !== undefined ? { priority: 'high' as const } : {}),
      });
    }
  }
  const late = sents.find((x) => /%\s*(?:per|a)\s*month/i.test(x.text));
  if (payer === 'self' && late) {
    const rate = /(\d+(?:\.\d+)?)\s*%\s*(?:per|a)\s*month/i.exec(late.text);
    if (rate && Number(rate[1]) > 1) {
      const change = substitute(late, /(\d+(?:\.\d+)?)\s*%(?=\s*(?:per|a)\s*month)/i, () => '1%');
      if (change)
        out.push({
          change,
          suggestion: 'Reduce late-payment interest to 1% per month.',
          reasoning: `${rate[1]}% per month is about ${Number(rate[1]) * 12}% a year, well above commercial rates; late payments by ${ctx.selfName} would become expensive quickly.`,
          priority: 'medium',
        });
    }
  }
  return out;
};

const UNILATERAL =
  /\b(?:may|reserves? the right to)\s+(?:at any time\s+)?(?:modify|change|increase|adjust|revise|amend|update)\b/i;

export const unilateralChangeEditor: Editor = (f, { ctx }) => {
  if (!ctx.self) return [];
  const s = firstSentence(ctx, f, (x) => UNILATERAL.test(x.text));
  if (!s || !endsAtStop(s) || who(ctx, s, /\b(?:may|reserves?)\b/i) !== 'other' || /terminate/i.test(s.text)) return [];
  return [
    {
      change: {
        kind: 'insert',
        at: beforeStop(s),
        text: `, provided that no such change shall take effect until at least sixty (60) days after ${ctx.otherName} gives ${ctx.selfName} written notice of it, and ${ctx.selfName} may terminate this Agreement without penalty by written notice given before the change takes effect`,
      },
      suggestion: `Require sixty (60) days' notice of any change and give ${ctx.selfName} a right to terminate if it does not accept it.`,
      reasoning: `${ctx.otherName} can change the terms on its own; ${ctx.selfName} needs time to react and a way out.`,
    },
  ];
};

const LIMITS =
  "upon at least thirty (30) days' prior written notice, during normal business hours and not more than once in any twelve (12) month period";

/** A right to audit stated of a party: "X may audit", "X shall have the right to inspect". */
const AUDIT_RIGHT =
  /\b(?:may|shall\s+have\s+the\s+right\s+to|is\s+entitled\s+to|reserves?\s+the\s+right\s+to)\b[^.]{0,40}\b(?:audit|inspect|examine)/i;

export const auditEditor: Editor = (f, { ctx }) => {
  if (!ctx.self) return [];
  // The sentence that grants the right, not one that mentions audits ("summaries of audit reports ...
  // upon request"); and only the other side's right: limits on an audit help only the audited side,
  // and a right stated without its holder ("examination may be conducted") may be the reviewed party's.
  const s = firstSentence(ctx, f, (x) => AUDIT_RIGHT.test(x.text));
  if (!s) return [];
  // Limits the clause already sets, in the sentence or the two after it ("For routine visits and audits,
  // PNC will provide [notice] ... during Supplier's normal business hours").
  if (/once (?:per|in any|a)|business hours|prior (?:written )?notice/i.test(ctx.text.slice(s.start, s.end + 600)))
    return [];
  if (who(ctx, s, AUDIT_RIGHT) !== 'other') return [];
  // A sentence a page break cut ("... stored, packaged, or processed" / page number / "in a way that ...").
  if (!endsAtStop(s) && !/\bat any time\b/i.test(s.text)) return [];
  const anyTime = substitute(s, /\bat any time\b/i, () => LIMITS);
  return [
    {
      change: anyTime ?? { kind: 'insert', at: beforeStop(s), text: `, ${LIMITS}` },
      suggestion: 'Limit audits to once a year, on thirty days’ notice, during business hours.',
      reasoning: `${ctx.otherName}'s audit right has no limits on frequency, notice or timing, which disrupts ${ctx.selfName}'s business.`,
    },
  ];
};
