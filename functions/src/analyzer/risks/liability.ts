/** Risk rules (see ../risks.ts): Indemnities, liability caps and the liabilities carved out of them. */
import { clauseSentences, clausesWith, mk, type Ctx, type Finding } from '../context';
import { scan, at, CARVE_LABEL } from './scan';

export function liabilityRisks(ctx: Ctx): Finding[] {
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

  return out;
}
