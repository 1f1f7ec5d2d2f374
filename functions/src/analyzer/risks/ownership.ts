/** Risk rules (see ../risks.ts): IP assigned away from behalfOf and audit rights over it. */
import { mk, type Ctx, type Finding } from '../context';
import { scan, at } from './scan';

export function ownershipRisks(ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const S = ctx.selfName;
  const O = ctx.otherName;
  const known = !!ctx.self;

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

  return out;
}
