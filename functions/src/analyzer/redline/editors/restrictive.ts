/** Edits for restrictive covenants and IP: post-term non-competes, IP assigned away. */
import { NUM } from '../../text';
import { firstSentence, who } from '../sentences';
import type { Editor } from '../types';
import { durationsIn, inDays, period } from '../wording';

export const nonCompeteEditor: Editor = (f, { ctx, positions }) => {
  if (!ctx.self) return [];
  const s = firstSentence(ctx, f, (x) => /compet/i.test(x.text));
  if (!s || who(ctx, s, /\b(?:shall|will|must|agrees?|may)\b/i) !== 'self') return [];
  if (positions.prohibited.includes('non-compete')) {
    return [
      {
        change: { kind: 'delete', start: s.start, end: s.end },
        suggestion: 'Delete the non-compete.',
        reasoning: `The playbook does not accept a non-compete binding ${ctx.selfName}.`,
        priority: 'high',
      },
    ];
  }
  const tail = new RegExp(
    String.raw`\s+(?:and|or)\s+for\s+(?:a\s+period\s+of\s+)?${NUM}\s*(?:months?|years?)\s+(?:thereafter|after(?:wards)?(?:\s+(?:the\s+)?(?:expiry|expiration|termination)[^,.;]*)?)`,
    'i',
  ).exec(s.text);
  if (tail) {
    const start = s.start + tail.index;
    return [
      {
        change: { kind: 'rewrite', start, end: start + tail[0].length, rewritten: '' },
        suggestion: 'Limit the non-compete to the term of the agreement.',
        reasoning: `A restraint that continues after the agreement ends keeps ${ctx.selfName} out of its market with nothing in return, and post-term non-competes are often unenforceable.`,
      },
    ];
  }
  const long = durationsIn(ctx.text, s.start, s.end).find((d) => inDays(d) > 365);
  if (!long) return [];
  return [
    {
      change: { kind: 'rewrite', start: long.start, end: long.end, rewritten: period(12, 'month', long.raw) },
      suggestion: 'Shorten the non-compete to twelve (12) months.',
      reasoning: `${long.raw} is longer than a court is likely to enforce and longer than ${ctx.selfName} needs to accept.`,
    },
  ];
};

export const ipEditor: Editor = (f, { ctx }) => {
  if (!ctx.self) return [];
  const s = firstSentence(ctx, f, (x) => /assign|made for hire|property of|vest|belong/i.test(x.text));
  if (!s) return [];
  // Only intellectual property going from the reviewed party to the other side is marked up.
  if (
    f.rule !== 'ip-to-other' &&
    who(ctx, s, /\bassigns?\b|\bmade\s+for\s+hire\b|\b(?:shall|will)\s+(?:be|vest|belong)/i) !== 'self'
  )
    return [];
  const assign =
    /\bhereby\s+(?:irrevocably\s+)?assigns?\s+to\s+([^,;]{1,80}?)\s+all\s+(?:of\s+its\s+)?right,\s+title\s+and\s+interest\s+(?:in\s+and\s+to|in)\b/i.exec(
      s.text,
    );
  const deliverables = /deliverable|work product|made for hire|developments|inventions/i.test(s.text);
  if (assign && !deliverables) {
    const start = s.start + assign.index;
    return [
      {
        change: {
          kind: 'rewrite',
          start,
          end: start + assign[0].length,
          rewritten: `hereby grants to ${assign[1]} a non-exclusive, royalty-free licence, for the term of this Agreement and solely to perform its obligations under it, to use`,
        },
        suggestion: `Replace the assignment with a limited licence; ${ctx.selfName} keeps ownership.`,
        reasoning: `${ctx.selfName} would give up ownership of its own data and materials for good; ${ctx.otherName} only needs to use them to perform the agreement.`,
      },
    ];
  }
  return [
    {
      change: {
        kind: 'insert',
        at: s.end,
        text: ` Notwithstanding the foregoing, ${ctx.selfName} retains all rights in its pre-existing materials, tools and know-how, and grants ${ctx.otherName} a non-exclusive licence to use them solely as incorporated in the deliverables.`,
      },
      suggestion: `Carve ${ctx.selfName}'s pre-existing materials and know-how out of the assignment.`,
      reasoning: `As drafted ${ctx.selfName} could lose the right to reuse its own tools and know-how.`,
    },
  ];
};
