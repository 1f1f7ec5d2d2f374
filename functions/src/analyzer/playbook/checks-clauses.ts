/**
 * Playbook checks on whether a clause is there: required clauses, prohibited ones, and the
 * restrictions that count only when they bind the reviewed party (exclusivity, non-compete,
 * non-solicit, liquidated damages, IP given away), judged by the review's side-aware rules.
 */
import { categoryLabel } from '../../../../shared/taxonomy';
import { clausesWith } from '../context';
import { RULES } from '../findings/rules';
import {
  cite,
  familyPassages,
  passageText,
  quote,
  refsOf,
  ruleHits,
  sentenceAt,
  type Hit,
  type Reading,
} from './evidence';
import { broken, inTerms, incorporatedCarrier, met, notParty, unchecked, type Verdict } from './verdict';

/** The review's clause family for a taxonomy category (findings/topics.ts). */
const FAMILY: Record<string, string> = {
  indemnification: 'indemnity',
  'cap-on-liability': 'liability-cap',
  'limitation-of-liability': 'liability-cap',
  'uncapped-liability': 'liability-cap',
  confidentiality: 'confidentiality',
  'termination-for-cause': 'termination',
  'termination-for-convenience': 'termination',
  'renewal-term': 'renewal',
  exclusivity: 'exclusivity',
  'non-compete': 'non-compete',
  'non-solicitation': 'non-solicit',
  'no-solicit-of-employees': 'non-solicit',
  'no-solicit-of-customers': 'non-solicit',
  'ip-ownership-assignment': 'ip-ownership',
  'license-grant': 'licence-scope',
  'payment-terms': 'payment',
  'minimum-commitment': 'minimum-commitment',
  'anti-assignment': 'assignment',
  assignment: 'assignment',
  'change-of-control': 'change-of-control',
  'audit-rights': 'audit',
  insurance: 'insurance',
  'liquidated-damages': 'liquidated-damages',
  'governing-law': 'governing-law',
  'dispute-resolution': 'dispute-resolution',
  'data-protection': 'data-protection',
  'service-levels': 'service-levels',
  'most-favored-nation': 'most-favoured',
  warranties: 'warranty',
};
/** Clause types the review reads as boilerplate rather than as a family. */
const BOILERPLATE: Record<string, string> = {
  'force-majeure': 'force-majeure',
  'entire-agreement': 'entire',
  severability: 'severability',
  notices: 'notices',
  'amendment-waiver': 'amendment',
};

/** Where the contract has a clause of this type: detection, the review's passages, or a heading. */
export function whereIs(r: Reading, category: string): { start: number; end: number } | undefined {
  const c = clausesWith(r.ctx, category)[0];
  if (c) return { start: c.bodyStart, end: c.end };
  if (category === 'governing-law' && r.ctx.facts.governingLaw)
    return { start: r.ctx.facts.governingLaw.start, end: r.ctx.facts.governingLaw.end };
  const fam = FAMILY[category];
  const p = fam ? familyPassages(r, fam).find((x) => x.signals.length > 0) : undefined;
  if (p) return p;
  const b = BOILERPLATE[category];
  const q = b ? r.review.passages.find((x) => x.boilerplate.includes(b)) : undefined;
  return q;
}

export function checkRequire(r: Reading, category: string): Verdict {
  const label = categoryLabel(category);
  const name = `require ${category}`;
  const at = whereIs(r, category);
  if (at) return met(name, category, `${label}: ${cite(r, at.start, at.end).ref}.`, cite(r, at.start, at.end));
  const inc = incorporatedCarrier(r, category);
  if (inc)
    return met(name, category, `${label} is carried by the ${inc.name}, which the document incorporates by reference.`);
  return broken(name, category, `The contract has no ${label.toLowerCase()} clause.`, {
    title: `required ${label} clause is missing`,
    impact: 'The playbook requires this protection.',
    ask: `Add a ${label} clause.`,
  });
}

/** Restrictions judged by whom they bind: the review rules that find each binding the reviewed party. */
const BINDS_SELF: Record<string, { rules: string[]; filter?: (r: Reading, h: Hit) => boolean; words: string }> = {
  exclusivity: { rules: ['self-exclusive-dealing', 'other-exclusive-grant', 'self-non-compete'], words: 'exclusivity' },
  'non-compete': {
    rules: ['self-non-compete', 'mutual-restriction'],
    filter: (r, h) => /compet|engage|represent|sell/i.test(quote(r, h)),
    words: 'non-compete',
  },
  'non-solicitation': {
    rules: ['self-non-solicit', 'mutual-restriction'],
    filter: (r, h) => /solicit|hire|employ|recruit/i.test(quote(r, h)),
    words: 'non-solicitation',
  },
  'liquidated-damages': { rules: ['liquidated-damages'], words: 'liquidated damages' },
};

/** An exclusive-dealing term: the reviewed party may not deal in competing products or with other suppliers. */
const DEALING =
  /(?<!non-?)\bexclusiv|\bcompetitive\s+products|\bcompeting\s+products|\bother\s+(?:products|suppliers|manufacturers|vendors)|\bsole\s+(?:source|supplier)|\bonly\s+from\b/i;

const EXCLUSIVE = /(?<!non-?)\bexclusive(?:ly)?\b(?!\s+remed)/i;

/** An exclusive grant made by the reviewed party: it grants, or the grant is to the other side (never a grant to itself). */
function grantsExclusively(r: Reading, h: Hit): Hit | undefined {
  const sig = h.passage.signals;
  const bySelf =
    sig.some((s) => s.who === 'self' && s.kind === 'must:grant') ||
    sig.some((s) => s.who === 'other' && s.kind === 'grantsTo');
  if (!bySelf || sig.some((s) => s.who === 'self' && s.kind === 'grantsTo')) return undefined;
  const m = EXCLUSIVE.exec(passageText(r, h.passage));
  return m ? { ...h, ...sentenceAt(r, h.passage, m.index) } : undefined;
}

function bindingSelf(r: Reading, category: string): Hit[] {
  const spec = BINDS_SELF[category]!;
  const hits = ruleHits(r, spec.rules).flatMap((h) => {
    if (category === 'exclusivity' && h.rule!.id === 'self-non-compete')
      return DEALING.test(quote(r, h.passage)) ? [h] : [];
    if (category === 'exclusivity' && h.rule!.id === 'other-exclusive-grant') return grantsExclusively(r, h) ?? [];
    return !spec.filter || spec.filter(r, h) ? [h] : [];
  });
  if (category !== 'exclusivity') return hits;
  // An exclusive grant the reviewed party makes with the grantee named far from the verb ("hereby
  // appoints and grants Distributor the exclusive right to sell"): its own promise to grant shows it.
  const rule = RULES.find((x) => x.id === 'other-exclusive-grant')!;
  const more = familyPassages(r, 'exclusivity')
    .filter((p) => !hits.some((h) => h.passage === p))
    .flatMap((p) => grantsExclusively(r, { passage: p, start: p.start, end: p.end, rule }) ?? []);
  return [...hits, ...more].sort((a, b) => a.start - b.start);
}

export function checkProhibit(r: Reading, category: string): Verdict {
  const label = categoryLabel(category);
  const name = `no ${category}${BINDS_SELF[category] ? ' binding us' : ''}`;
  if (BINDS_SELF[category]) {
    const fam = FAMILY[category];
    const any = fam
      ? familyPassages(r, fam).filter(
          (p) => p.signals.length > 0 && (category !== 'exclusivity' || EXCLUSIVE.test(passageText(r, p))),
        )
      : [];
    if (!r.ctx.sides.self)
      return any.length
        ? unchecked(name, category, notParty(r), cite(r, any[0]!.start, any[0]!.end))
        : met(name, category, `The contract has no ${label.toLowerCase()} clause.`);
    const hits = bindingSelf(r, category);
    if (hits.length) {
      const h = hits[0]!;
      const where = cite(r, h.start, h.end);
      const grant = h.rule!.id === 'other-exclusive-grant';
      return broken(
        name,
        category,
        `${refsOf(r, hits)}: ${grant ? `${r.ctx.selfName} grants ${r.ctx.otherName} exclusive rights` : `${label.toLowerCase()} binding ${r.ctx.selfName}`} (“${quote(r, h).slice(0, 160)}${quote(r, h).length > 160 ? '…' : ''}”).`,
        {
          title: `${grant ? `${r.ctx.selfName} grants exclusive rights` : `${label} binding ${r.ctx.selfName}`}, which the playbook does not accept`,
          impact: grant
            ? `${r.ctx.selfName} may not deal with anyone else in the field it grants.`
            : `${r.ctx.selfName} is restricted in its own business.`,
          ask: `Delete the ${label.toLowerCase()} obligation on ${r.ctx.selfName}, or limit it to the term and to what the deal needs.`,
        },
        where,
      );
    }
    if (!any.length) return met(name, category, `The contract has no ${label.toLowerCase()} clause.`);
    const theirs = any.some((p) => p.signals.some((x) => x.who === 'other' && /^(?:mustNot|mayNot):/.test(x.kind)));
    const first = sentenceAt(r, any[0]!, 0);
    return met(
      name,
      category,
      `${refsOf(
        r,
        any.map((p) => sentenceAt(r, p, 0)),
      )}: the ${label.toLowerCase()} terms ${theirs ? `bind ${r.ctx.otherName}, not ${r.ctx.selfName}` : `do not bind ${r.ctx.selfName}`}.`,
      cite(r, first.start, first.end),
    );
  }
  const at = whereIs(r, category);
  if (!at) return met(name, category, `The contract has no ${label.toLowerCase()} clause.`);
  const where = cite(r, at.start, at.end);
  return broken(
    name,
    category,
    `${where.ref} is a ${label.toLowerCase()} clause.`,
    {
      title: `the contract contains a ${label} clause, which the playbook prohibits`,
      impact: 'The playbook does not accept this term.',
      ask: `Delete or renegotiate ${where.ref}.`,
    },
    where,
  );
}

export function checkSelfKeepsIp(r: Reading): Verdict {
  const name = 'we keep our intellectual property';
  if (!r.ctx.sides.self) return unchecked(name, 'ip-ownership-assignment', notParty(r));
  const hits = ruleHits(r, ['ip-to-other']);
  if (!hits.length) {
    const inc = incorporatedCarrier(r, 'ip-ownership-assignment');
    if (inc) return unchecked(name, 'ip-ownership-assignment', inTerms(inc, 'Ownership of intellectual property'));
    return met(
      name,
      'ip-ownership-assignment',
      `No clause gives ${r.ctx.otherName} ownership of ${r.ctx.selfName}'s intellectual property.`,
    );
  }
  const h = hits[0]!;
  const where = cite(r, h.start, h.end);
  return broken(
    name,
    'ip-ownership-assignment',
    `${where.ref} gives ${r.ctx.otherName} ownership of intellectual property (“${quote(r, h).slice(0, 160)}”).`,
    {
      title: `intellectual property goes to ${r.ctx.otherName}`,
      impact: `${r.ctx.selfName} loses rights in what it brings or creates under the contract.`,
      ask: `Keep ownership with ${r.ctx.selfName} and give ${r.ctx.otherName} only the licence it needs to perform.`,
    },
    where,
  );
}

/** For a statement no check fits: what the contract has on its topic, so the reader knows where to look. */
export function whereTopic(r: Reading, families: readonly string[]): string | undefined {
  const ps = families.flatMap((f) => familyPassages(r, f)).filter((p) => p.signals.length > 0);
  if (!ps.length) return undefined;
  return refsOf(
    r,
    ps.slice(0, 4).map((p) => sentenceAt(r, p, 0)),
  );
}
