/** Edits for term findings: one-sided termination for convenience, renewal notice windows, auto-renewal. */
import { atSentenceStart, firstSentence, once, who } from '../sentences';
import { sentences } from '../../text';
import type { Editor } from '../types';
import { durationsIn, inDays, period } from '../wording';

const CONVENIENCE =
  /\b(?:for\s+convenience|without\s+cause|for\s+any\s+(?:or\s+no\s+)?reason|at\s+any\s+time|at\s+will|in\s+its\s+(?:sole\s+)?discretion)\b/i;
const GRANT =
  /\b(?:may|can|reserves?\s+the\s+right\s+to|shall\s+have\s+the\s+right\s+to|(?:is|are)\s+entitled\s+to)\b[^.]{0,60}\b(?:terminat|cancel)/i;

export const tfcEditor: Editor = (f, { ctx }) => {
  const other = once(ctx.otherRe);
  const self = once(ctx.selfRe);
  if (!other || !ctx.self) return [];
  // Only a right to walk away without cause is made mutual; termination for a stated reason (breach, export law) is not.
  const s = firstSentence(ctx, f, (x) => GRANT.test(x.text) && CONVENIENCE.test(x.text));
  if (
    !s ||
    who(
      ctx,
      s,
      /\b(?:may|can|shall have the right to|reserves the right to)\b[^.]{0,40}\b(?:terminat|cancel)|\b(?:terminat|cancel)\w*/i,
    ) !== 'other'
  )
    return [];
  const subject = new RegExp(
    `(?:the\\s+)?${other.source}(?=\\s+(?:may|can|reserves|shall\\s+have|is\\s+entitled))`,
  ).exec(s.text);
  if (!subject) return [];
  const reasoning = `Only ${ctx.otherName} may walk away without cause, while ${ctx.selfName} stays bound for the whole term. A mutual right restores the balance.`;
  const subjectAt = s.start + subject.index;
  const subjectChange = {
    kind: 'rewrite' as const,
    start: subjectAt,
    end: subjectAt + subject[0].length,
    rewritten: atSentenceStart(s, subject.index) ? 'Either party' : 'either party',
  };
  // Notice "to Customer" / "to Provider" becomes notice to the other party.
  const after = subject.index + subject[0].length;
  const recipient = new RegExp(`\\bto\\s+(?:the\\s+)?(?:${other.source}|${self?.source ?? '(?!)'})`).exec(
    s.text.slice(after),
  );
  if (!recipient)
    return [
      {
        change: subjectChange,
        suggestion: 'Make the right to terminate for convenience mutual.',
        reasoning,
        category: 'termination-for-convenience',
      },
    ];
  const recipientAt = s.start + after + recipient.index;
  const recipientChange = {
    kind: 'rewrite' as const,
    start: recipientAt,
    end: recipientAt + recipient[0].length,
    rewritten: 'to the other party',
  };
  if (!ctx.text.slice(subjectAt, recipientChange.end).includes('\n')) {
    const rewritten =
      ctx.text
        .slice(subjectAt, recipientAt)
        .replace(ctx.text.slice(subjectAt, subjectChange.end), subjectChange.rewritten) + 'to the other party';
    return [
      {
        change: { kind: 'rewrite', start: subjectAt, end: recipientChange.end, rewritten },
        suggestion: 'Make the right to terminate for convenience mutual.',
        reasoning,
        category: 'termination-for-convenience',
      },
    ];
  }
  // The sentence is wrapped over lines (PDF text): an edit never crosses a line, so two edits.
  return [
    {
      change: subjectChange,
      suggestion: 'Make the right to terminate for convenience mutual (with the next change).',
      reasoning,
      category: 'termination-for-convenience',
    },
    {
      change: recipientChange,
      suggestion: 'Address the termination notice to the other party (with the previous change).',
      reasoning,
      category: 'termination-for-convenience',
    },
  ];
};

/**
 * A notice that stops a renewal is said of the renewal, the expiry or the end of a term. A cure
 * period ("does not cure such breach within sixty (60) days") or a notice to end the relationship at
 * any time is not a renewal window: shortening it would only let the other side leave sooner.
 */
const RENEWAL_WORDS =
  /\brenew|\bexpir|\bend\s+of\s+(?:the\s+|any\s+|such\s+|each\s+)?(?:then[-\s]current\s+|initial\s+|renewal\s+|extended\s+)?(?:term|period)\b/i;

/** Roles that build a business on reselling the other side's products. */
const RESELLS = /\b(?:distributor|reseller|dealer|franchisee|sales\s+(?:agent|representative))s?\b/i;

/** The sentence around a position: from the last full stop or line break before it to the next full stop. */
function sentenceAt(text: string, at: number): string {
  const from = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('\n', at)) + 1;
  const to = text.indexOf('. ', at);
  return text.slice(from, to < 0 ? text.length : to);
}

export const renewalEditor: Editor = (f, { ctx, positions, selfPays }) => {
  const r = ctx.facts.renewal;
  if (!r?.auto) return [];
  // A short exit window before renewal helps the side that pays for a further term; the side that
  // is paid keeps the renewal as drafted unless its own playbook says otherwise.
  const byPlaybook = positions.prohibited.includes('renewal-term') || positions.maxNoticeDays !== undefined;
  if (!selfPays && !byPlaybook) return [];
  // A reseller, distributor or buyer of goods it relies on pays too, but renewal is its continuity of
  // supply: a shorter window would mostly let the supplier drop it at a term's end with less warning,
  // so its renewal stays as drafted.
  const reliesOnSupply =
    RESELLS.test(ctx.sides.selfLabel) || ctx.contractType === 'supply' || ctx.contractType === 'distribution';
  if (!byPlaybook && reliesOnSupply) return [];
  const s = sentences(ctx.text, r.start, r.end)[0];
  if (!s) return [];
  if (positions.prohibited.includes('renewal-term')) {
    const verb =
      /\b(?:shall|will)\s+(?:be\s+)?(?:automatically\s+(?:renew(?:ed)?|extend(?:ed)?)|renew(?:ed)?\s+automatically)\b[^.;]*/i.exec(
        s.text,
      );
    if (verb) {
      const start = s.start + verb.index;
      return [
        {
          change: {
            kind: 'rewrite',
            start,
            end: start + verb[0].length,
            rewritten: 'may be renewed for a further term only by the mutual written agreement of the parties',
          },
          suggestion: 'Replace automatic renewal with renewal by mutual written agreement.',
          reasoning:
            'The playbook does not accept automatic renewal; renewal should be a decision, not the result of a missed notice date.',
          priority: 'high',
        },
      ];
    }
  }
  const target = positions.maxNoticeDays ?? 30;
  // The notice period itself: the one facts found, else a duration followed by "prior"/"notice".
  const n = ctx.facts.renewalNotice;
  const candidates = [
    ...(n ? durationsIn(ctx.text, n.start, n.end) : []),
    ...durationsIn(ctx.text, s.start, s.end).filter((d) =>
      /^['’]?\s*(?:\(\d+\)\s*)?(?:prior|before|in advance|advance|(?:written\s+)?notice)/i.test(
        ctx.text.slice(d.end, d.end + 40),
      ),
    ),
  ];
  const notice = candidates.find((d) => inDays(d) > target && RENEWAL_WORDS.test(sentenceAt(ctx.text, d.start)));
  if (!notice) return [];
  const words =
    target % 30 === 0 && target >= 60 && notice.unit === 'month'
      ? period(target / 30, 'month', notice.raw)
      : period(target, 'day', notice.raw);
  return [
    {
      change: { kind: 'rewrite', start: notice.start, end: notice.end, rewritten: words },
      suggestion: `Shorten the non-renewal notice window to ${words}.`,
      reasoning: `A ${notice.raw} window before renewal is easy to miss and would bind ${ctx.selfName ?? 'the parties'} for a further term${positions.maxNoticeDays ? `; the playbook allows at most ${positions.maxNoticeDays} days` : ''}.`,
      priority: f.playbookRule ? 'high' : f.severity,
    },
  ];
};

export const termEditor: Editor = (f, { ctx, positions }) => {
  const t = ctx.facts.initialTerm;
  if (!t || !positions.maxTermDays || !f.playbookRule) return [];
  const s = sentences(ctx.text, ctx.text.lastIndexOf('\n', t.start) + 1, Math.min(ctx.text.length, t.start + 400))[0];
  const d = s && durationsIn(ctx.text, s.start, s.end).find((x) => inDays(x) > positions.maxTermDays!);
  if (!d) return [];
  const days = positions.maxTermDays;
  const words =
    days % 365 === 0
      ? period(days / 365, 'year', d.raw)
      : days % 30 === 0
        ? period(days / 30, 'month', d.raw)
        : period(days, 'day', d.raw);
  return [
    {
      change: { kind: 'rewrite', start: d.start, end: d.end, rewritten: words },
      suggestion: `Shorten the initial term to ${words}.`,
      reasoning: `The playbook allows an initial term of at most ${words}.`,
      priority: 'high',
    },
  ];
};
