/** Risk rules (see ../risks.ts): Liquidated damages and payment terms (late interest, short payment windows). */
import { clauseSentences, clausesWith, mk, subjectOf, type Ctx, type Finding } from '../context';
import { findDurations } from '../text';
import { scan, at } from './scan';

export function moneyRisks(ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const S = ctx.selfName;
  const O = ctx.otherName;
  const known = !!ctx.self;

  // Liquidated damages.
  for (const c of clausesWith(ctx, 'liquidated-damages').slice(0, 1)) {
    const s = clauseSentences(ctx, c).find((x) => /liquidated|termination fee|break|early termination/i.test(x.text));
    if (!s) continue;
    const who = subjectOf(ctx, s.text, /\b(?:pay|shall|will)\b/i);
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'liquidated-damages',
        category: 'liquidated-damages',
        severity: known && who === 'self' ? 'high' : 'medium',
        clause: c,
        start: s.start,
        end: s.end,
        title: `Liquidated damages or a termination fee${who === 'self' ? ` payable by ${S}` : who === 'other' ? ` payable by ${O}` : ''}.`,
        impact:
          'A pre-set sum is payable regardless of the actual loss; it may be challenged as a penalty but will usually be enforced if it is a genuine pre-estimate.',
      }),
    );
  }

  // Payment terms.
  for (const h of scan(
    ctx,
    ['payment-terms'],
    /within\s+\S+\s*(?:\(\d+\)\s*)?days|net\s+\d+|per month|per annum|% (?:per|a) (?:month|year)/i,
    /\b(?:pay|paid|payable|remit)\w*/i,
  ).slice(0, 6)) {
    const d = findDurations(h.s.text).find((x) => x.unit === 'day');
    const rate = /(\d+(?:\.\d+)?)\s*%\s*(?:per|a)\s*(month|annum|year)/i.exec(h.s.text);
    if (rate && known && h.who !== 'other') {
      const annual = Number(rate[1]) * (/month/i.test(rate[2]!) ? 12 : 1);
      if (annual > 12) {
        out.push(
          mk(ctx, {
            kind: 'risk',
            rule: 'late-interest',
            category: 'payment-terms',
            severity: 'medium',
            ...at(h),
            title: `Late-payment interest of ${rate[1]}% per ${rate[2]} (about ${annual}% a year).`,
            impact: `Late payments by ${S} become expensive quickly.`,
          }),
        );
        break;
      }
    }
    if (d && known && h.who === 'self' && d.value < 30) {
      out.push(
        mk(ctx, {
          kind: 'risk',
          rule: 'short-payment-window',
          category: 'payment-terms',
          severity: 'low',
          ...at(h),
          title: `${S} must pay within ${d.text}.`,
          impact: 'A short payment window increases the risk of technical default and late charges.',
          suggestion: {
            type: 'modification',
            recommendation: `Extend payment terms to thirty (30) days from receipt of a correct invoice and allow good-faith disputes to be withheld.`,
          },
        }),
      );
      break;
    }
  }
  return out;
}
