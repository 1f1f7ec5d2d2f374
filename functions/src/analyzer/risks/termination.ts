/** Risk rules (see ../risks.ts): Termination for convenience and automatic renewal. */
import { mk, type Ctx, type Finding } from '../context';
import { findDurations } from '../text';
import { scan, at } from './scan';

export function terminationRisks(ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const S = ctx.selfName;
  const O = ctx.otherName;
  const known = !!ctx.self;

  // Termination for convenience.
  const tfc = scan(
    ctx,
    ['termination-for-convenience'],
    /(?:terminat|cancel)[^.]{0,160}(?:for\s+convenience|without\s+cause|for\s+any\s+reason|for\s+no\s+reason|at\s+any\s+time|with\s+or\s+without\s+cause)|(?:for\s+convenience|without\s+cause|at\s+any\s+time)[^.]{0,100}(?:terminat|cancel)/i,
    /\b(?:may|can|shall have the right to|reserves the right to)\b[^.]{0,40}\b(?:terminat|cancel)|\b(?:terminat|cancel)\w*/i,
  );
  // Only sentences that grant a right to terminate ("X may terminate"), not "terminates for any reason".
  for (let i = tfc.length - 1; i >= 0; i--) {
    if (
      !/\b(?:may|can|reserves?\s+the\s+right\s+to|shall\s+have\s+the\s+right\s+to|(?:is|are)\s+entitled\s+to)\b[^.]{0,60}\b(?:terminat|cancel)/i.test(
        tfc[i]!.s.text,
      )
    )
      tfc.splice(i, 1);
  }
  const tfcOther = tfc.filter((h) => h.who === 'other');
  const tfcMutual = tfc.filter(
    (h) => h.who === 'mutual' || (h.who === 'unknown' && /either party|any party|by either/i.test(h.s.text)),
  );
  if (known && tfcOther.length > 0 && !tfc.some((h) => h.who === 'self')) {
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'tfc-other-only',
        category: 'termination-for-convenience',
        severity: 'high',
        ...at(tfcOther[0]!),
        title: `Only ${O} may terminate for convenience (without cause).`,
        impact: `${S} can lose the contract and any investment made in it at ${O}'s choice, while ${S} stays bound.`,
        suggestion: {
          type: 'modification',
          recommendation: `Make the convenience termination right mutual, lengthen the notice period, and provide for payment of work done and non-cancellable costs on termination.`,
        },
      }),
    );
  } else if (tfcMutual.length > 0) {
    const d = findDurations(tfcMutual[0]!.s.text)[0];
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'tfc-mutual',
        category: 'termination-for-convenience',
        severity: 'low',
        ...at(tfcMutual[0]!),
        title: `Either party may terminate without cause${d ? ` on ${d.text}' notice` : ''}.`,
        impact: `The commercial commitment is only as long as the notice period; ${known ? S : 'a party'} should not make long-term investments relying on the stated term.`,
      }),
    );
  }

  // Automatic renewal.
  const r = ctx.facts.renewal;
  if (r?.auto) {
    const n = ctx.facts.renewalNotice;
    const clause = ctx.clauses.find((c) => c.start <= r.start && r.start < c.end);
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'auto-renewal',
        category: 'renewal-term',
        severity: n && n.days >= 90 ? 'high' : 'medium',
        ...(clause ? { clause } : {}),
        start: r.start,
        end: r.end,
        title: `The agreement renews automatically${n ? ` unless notice is given at least ${n.period} before the term ends` : ''}.`,
        impact: `If the notice window is missed, ${known ? S : 'the parties'} will be bound for a further term${n && n.days >= 90 ? '; a notice window of 90 days or more is easy to miss' : ''}.`,
        suggestion: {
          type: 'modification',
          recommendation:
            'Require a reminder before the renewal date and shorten the non-renewal notice to 30 days, or make renewal opt-in.',
          proposed_text:
            "This Agreement shall renew for successive one (1) year terms only upon the mutual written agreement of the parties. Either party may elect not to renew by giving at least thirty (30) days' written notice before the end of the then-current term.",
        },
      }),
    );
  }

  return out;
}
