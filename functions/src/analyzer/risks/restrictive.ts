/** Risk rules (see ../risks.ts): Restrictive covenants binding behalfOf and unilateral changes by the other side. */
import { mk, type Ctx, type Finding } from '../context';
import { scan, at } from './scan';

export function restrictiveRisks(ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const S = ctx.selfName;
  const O = ctx.otherName;
  const known = !!ctx.self;

  // Restrictive covenants binding behalfOf.
  const restrict: [string, RegExp, Finding['severity'], string][] = [
    ['non-compete', /compet/i, 'high', 'a non-compete'],
    [
      'exclusivity',
      /exclusiv|only (?:distributor|supplier)|sole (?:distributor|supplier)|not (?:appoint|purchase|sell)/i,
      'medium',
      'an exclusivity commitment',
    ],
    ['no-solicit-of-customers', /solicit/i, 'medium', 'a customer non-solicitation covenant'],
    ['no-solicit-of-employees', /solicit|hire|employ/i, 'low', 'an employee non-solicitation covenant'],
    ['minimum-commitment', /minimum|at least|not less than/i, 'medium', 'a minimum purchase/volume commitment'],
    ['most-favored-nation', /favou?r|lower|better/i, 'medium', 'a most-favoured-nation pricing obligation'],
    [
      'rofr-rofo-rofn',
      /first (?:refusal|offer|negotiation)|option/i,
      'medium',
      'a right of first refusal/offer in favour of the other side',
    ],
    ['covenant-not-to-sue', /challenge|contest|sue|assert/i, 'medium', 'a covenant not to sue or challenge'],
  ];
  for (const [cat, pat, sev, what] of restrict) {
    const hits = scan(ctx, [cat], pat, /\b(?:shall|will|must|agrees?|may)\b/i);
    const mine = hits.find((h) => h.who === 'self' || (cat === 'most-favored-nation' && h.who !== 'other'));
    const theirs = hits.find((h) => h.who === 'other');
    if (known && mine) {
      out.push(
        mk(ctx, {
          kind: 'risk',
          rule: `restrictive-${cat}`,
          category: cat,
          severity: sev,
          ...at(mine),
          title: `${S} is bound by ${what}.`,
          impact: `This limits ${S}'s freedom to do business with others${/non-compete|exclusiv/.test(cat) ? ' and may be unenforceable or costly if too broad in scope, territory or duration' : ''}.`,
          suggestion: {
            type: 'modification',
            recommendation: `Narrow ${what.replace(/^an? /, 'the ')} to the specific products and territory at issue, limit it to the term (not beyond termination), and add carve-outs for existing business.`,
          },
        }),
      );
    } else if (!known && hits.length > 0 && sev !== 'low') {
      out.push(
        mk(ctx, {
          kind: 'risk',
          rule: `restrictive-${cat}`,
          category: cat,
          severity: 'medium',
          ...at(hits[0]!),
          title: `The contract contains ${what}; check which party it binds.`,
          impact: "Restrictive covenants limit the bound party's business.",
        }),
      );
    } else if (theirs && cat === 'exclusivity') {
      // Favourable to behalfOf: reported as a key-clause note, not as a risk.
    }
  }

  // Unilateral changes by the other side.
  const uni = scan(
    ctx,
    ['price-restrictions', 'payment-terms', 'amendment-waiver', 'termination-for-convenience'],
    /\b(?:may|reserves? the right to)\s+(?:at any time\s+)?(?:modify|change|increase|adjust|revise|amend|update)\b/i,
    /\b(?:may|reserves?)\b/i,
  );
  const uniOther = uni.find((h) => h.who === 'other');
  if (known && uniOther) {
    const price = /price|fee|rate|discount|charge/i.test(uniOther.s.text);
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: price ? 'unilateral-price-change' : 'unilateral-amendment',
        category: price ? 'price-restrictions' : 'amendment-waiver',
        severity: price ? 'high' : 'medium',
        ...at(uniOther),
        title: `${O} may unilaterally change ${price ? 'prices, fees or discounts' : 'contract terms'}.`,
        impact: `${S}'s economics can change during the term without its agreement.`,
        suggestion: {
          type: 'modification',
          recommendation: `Require at least 60 days' written notice of any change, cap increases (e.g. CPI or 5% per year), and give ${S} a right to terminate without penalty if it does not accept the change.`,
        },
      }),
    );
  }

  return out;
}
