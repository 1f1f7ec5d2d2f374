/**
 * Risk rules judged from behalfOf's side. Each rule reads the sentences of the clauses classified
 * in its categories, works out who bears the obligation (subjectOf) and reports a Finding with
 * the exact sentence as evidence. Unknown perspective → neutral wording at medium severity.
 */
import { clauseSentences, clausesWith, mk, subjectOf, type Ctx, type Finding, type Who } from './context';
import { clean, findDurations } from './text';
import type { Clause } from './segment';
import type { Sentence } from './text';

interface Hit {
  clause: Clause;
  s: Sentence;
  who: Who;
}

function scan(ctx: Ctx, cats: string[], pattern: RegExp, verb: RegExp): Hit[] {
  const hits: Hit[] = [];
  for (const c of clausesWith(ctx, ...cats)) {
    for (const s of clauseSentences(ctx, c)) {
      if (!pattern.test(s.text)) continue;
      hits.push({ clause: c, s, who: subjectOf(ctx, s.text, verb) });
    }
  }
  return hits;
}

const CARVE_LABEL: Record<string, string> = {
  indemnif: 'indemnities',
  confidential: 'confidentiality breaches',
  'gross negligence': 'gross negligence',
  'wil[l]?ful': 'wilful misconduct',
  fraud: 'fraud',
  infring: 'IP infringement',
  data: 'data breaches',
};
const at = (h: Hit) => ({ clause: h.clause, start: h.s.start, end: h.s.end });

export function judgeRisks(ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const S = ctx.selfName;
  const O = ctx.otherName;
  const known = !!ctx.self;

  // Indemnities.
  const ind = scan(
    ctx,
    ['indemnification'],
    /\bindemnif|hold\s+\w*\s*harmless/i,
    /\b(?:indemnif\w*|defend|hold\s+harmless|save)\b/i,
  );
  // Only sentences that impose an indemnity ("X shall/will/agrees to indemnify"), not procedure text.
  for (let k = ind.length - 1; k >= 0; k--)
    if (
      !/\b(?:shall|will|agrees?\s+to|hereby\s+agrees?\s+to|must)\s+(?:\w+[\s,]+){0,4}?(?:indemnif|defend|hold|save)/i.test(
        ind[k]!.s.text,
      )
    )
      ind.splice(k, 1);
  const selfInd = ind.find((h) => h.who === 'self');
  const otherInd = ind.find((h) => h.who === 'other' || h.who === 'mutual');
  if (selfInd && !otherInd) {
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'one-sided-indemnity',
        category: 'indemnification',
        severity: 'high',
        ...at(selfInd),
        title: `One-sided indemnity: ${S} must indemnify ${O}, and ${O} gives no indemnity in return.`,
        impact: `${S} carries third-party claim costs (defence, settlements, damages) that may exceed the value of the deal, especially if the indemnity is excluded from any liability cap.`,
        suggestion: {
          type: 'modification',
          recommendation: `Make the indemnity mutual and limit ${S}'s indemnity to claims caused by its own breach, negligence or wilful misconduct; bring it within the liability cap.`,
          proposed_text: `Each party (the "Indemnifying Party") shall defend and indemnify the other party against third-party claims to the extent arising from the Indemnifying Party's breach of this Agreement, gross negligence or wilful misconduct, subject to Section [Limitation of Liability].`,
        },
      }),
    );
  } else if (!known && ind.length > 0 && !ind.some((h) => h.who === 'mutual')) {
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'indemnity-review',
        category: 'indemnification',
        severity: 'medium',
        ...at(ind[0]!),
        title: 'Indemnity obligations are not expressed as mutual; check which side bears them.',
        impact: 'The indemnifying party bears third-party claim costs.',
      }),
    );
  }

  // Liability caps.
  const caps = scan(
    ctx,
    ['cap-on-liability', 'limitation-of-liability'],
    /liab\w*[^.]{0,160}(?:exceed|limited to|in excess of|not be more than)|(?:exceed|limited to)[^.]{0,80}liab/i,
    /\bliab\w*/i,
  );
  const capOnlyOther = caps.length > 0 && caps.every((h) => h.who === 'other');
  if (known && capOnlyOther) {
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'cap-protects-other-only',
        category: 'cap-on-liability',
        severity: 'high',
        ...at(caps[0]!),
        title: `The liability cap protects only ${O}; ${S}'s own liability is not capped.`,
        impact: `${S} has unlimited exposure for its breaches while its recovery against ${O} is limited.`,
        suggestion: {
          type: 'modification',
          recommendation: `Make the limitation of liability mutual so that it also caps ${S}'s liability.`,
          proposed_text: `In no event shall either party's aggregate liability arising out of or relating to this Agreement exceed the fees paid or payable under this Agreement in the twelve (12) months preceding the event giving rise to the claim.`,
        },
      }),
    );
  }
  for (const c of clausesWith(ctx, 'uncapped-liability').slice(0, 1)) {
    const carve = /(?:shall|will) not apply|except|does not apply|exclu/i;
    const s = clauseSentences(ctx, c).find((x) => carve.test(x.text) && /liab|cap|limit/i.test(x.text));
    if (!s) continue;
    const items = ['indemnif', 'confidential', 'gross negligence', 'wil[l]?ful', 'fraud', 'infring', 'data'].filter(
      (k) => new RegExp(k, 'i').test(s.text),
    );
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'uncapped-carve-outs',
        category: 'uncapped-liability',
        severity: selfInd ? 'high' : 'medium',
        clause: c,
        start: s.start,
        end: s.end,
        title: `Some liabilities are carved out of the cap and are uncapped${items.length ? ` (${items.map((i) => CARVE_LABEL[i] ?? i).join(', ')})` : ''}.`,
        impact: `Claims in the carve-outs expose ${known ? S : 'the liable party'} to unlimited damages.${selfInd ? ` Combined with ${S}'s indemnity this is the largest financial exposure in the contract.` : ''}`,
        suggestion: {
          type: 'modification',
          recommendation:
            'Limit the carve-outs to fraud and wilful misconduct, or subject the indemnity and confidentiality carve-outs to a separate, higher cap (a "super-cap").',
        },
      }),
    );
  }

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

  // IP assignment away from behalfOf.
  const ip = scan(
    ctx,
    ['ip-ownership-assignment'],
    /hereby (?:irrevocably )?assign|work(?:s)? made for hire|(?:sole|exclusive) property of|shall (?:vest|belong)/i,
    /\b(?:assign\w*|acknowledg\w*|agree\w*|shall|will)\b/i,
  );
  const ipSelf = ip.find(
    (h) =>
      h.who === 'self' ||
      (h.who === 'unknown' &&
        ctx.selfRe !== undefined &&
        /property of|vest in|belong to/i.test(h.s.text) &&
        ctx.otherRe !== undefined &&
        new RegExp(ctx.otherRe.source).test(h.s.text.slice(h.s.text.search(/property of|vest|belong/i)))),
  );
  if (known && ipSelf) {
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'ip-assignment-away',
        category: 'ip-ownership-assignment',
        severity: 'high',
        ...at(ipSelf),
        title: `${S} assigns or gives up ownership of intellectual property to ${O}.`,
        impact: `${S} may lose the right to reuse its own know-how, tools and pre-existing materials.`,
        suggestion: {
          type: 'modification',
          recommendation: `Carve out ${S}'s pre-existing IP and general know-how, assign only deliverables specifically created and paid for, and take a licence back.`,
          proposed_text: `Notwithstanding the foregoing, ${S} retains all rights in its pre-existing materials, tools and know-how, and grants ${O} a non-exclusive licence to use them solely as incorporated in the deliverables.`,
        },
      }),
    );
  }

  // Audit rights over behalfOf.
  const audit = scan(
    ctx,
    ['audit-rights'],
    /audit|inspect|examin/i,
    /\b(?:may|shall have the right|right to|entitled to|permit|allow)\b/i,
  );
  const auditOver = audit.find(
    (h) =>
      (h.who === 'other' && /\b(?:may|right|entitled)\b/i.test(h.s.text)) ||
      (h.who === 'self' && /\b(?:permit|allow)\b/i.test(h.s.text)),
  );
  if (known && auditOver) {
    const limited =
      /once (?:per|in any|a)|not more than (?:once|twice)|business hours|reasonable (?:prior )?notice/i.test(
        auditOver.s.text,
      );
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'audit-over-self',
        category: 'audit-rights',
        severity: limited ? 'low' : 'medium',
        ...at(auditOver),
        title: `${O} may audit ${S}'s records or premises${limited ? ' (with some limits on frequency or notice)' : ' without clear limits on frequency, scope or cost'}.`,
        impact: `Audits disrupt operations and may expose ${S}'s confidential data; cost shifting on discrepancies can be significant.`,
        suggestion: {
          type: 'modification',
          recommendation:
            "Limit audits to once per year, on 30 days' notice, during business hours, by an independent auditor bound by confidentiality, at the auditing party's cost unless a material discrepancy (e.g. >5%) is found.",
        },
      }),
    );
  }

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

export { clean };
