/**
 * Playbook checks on liability and indemnities, read from the review: which caps cover whose
 * liability (the "capped" signal and its side), what each cap is measured by (cap-base.ts), what
 * the cap leaves out, and who indemnifies whom.
 */
import type { Rule } from './grammar';
import { mentions, type Who } from '../findings/sides';
import {
  cite,
  familyPassages,
  passageText,
  quote,
  refsOf,
  sentenceAt,
  signalHits,
  type Hit,
  type Reading,
} from './evidence';
import { capBase } from './cap-base';
import { broken, inTerms, incorporatedCarrier, met, monthsText, notParty, unchecked, type Verdict } from './verdict';

/** Carve-outs that leave a party's liability uncapped, with the words a summary uses for each. */
const CARVE_OUTS: readonly [RegExp, string, (r: Reading) => boolean][] = [
  [/\bindemnif\w*/i, 'its indemnification obligations', (r) => r.review.facts.selfIndemnifies],
  [
    /\bconfidential\w*/i,
    'breach of confidentiality',
    (r) =>
      r.review.passages.some(
        (p) => p.families.includes('confidentiality') && p.signals.some((s) => s.who === 'self' || s.who === 'mutual'),
      ),
  ],
  [/\bintellectual\s+property|\binfring\w*/i, 'intellectual property infringement', () => true],
  [
    /\bdata\s+(?:protection|breach|security)|\bprivacy\b|\bpersonal\s+(?:data|information)/i,
    'data protection breaches',
    () => true,
  ],
];
const CARVE =
  /\b(?:shall|will|does|do)\s+not\s+apply\s+to\b|\bexcept(?:\s+for|\s+with\s+respect\s+to|\s+in\s+respect\s+of)?\b|\bexclud(?:es|ing)\b|\bother\s+than\b|\bnot\s+(?:be\s+)?(?:subject|limited)\b/i;

/**
 * Whose liability a cap limits. A cap the review left unassigned ("liability under this agreement
 * shall not exceed") is read from the sentence: "XACCT'S SOLE LIABILITY ... SHALL BE LIMITED TO"
 * names the party whose liability it is; otherwise it limits both.
 */
function capWho(r: Reading, h: Hit): Who {
  const who = h.signal!.who;
  if (who !== 'none') return who;
  const s = quote(r, h);
  const lia = s.search(/\bliabilit/i);
  if (lia < 0) return 'none';
  const owner = mentions(r.ctx.sides, s)
    .filter((m) => m.end <= lia && lia - m.end <= 30 && /^['’]s\b/i.test(s.slice(m.end, m.end + 3)))
    .pop();
  return owner?.who ?? 'none';
}

function capsFor(r: Reading, who: readonly Who[]): Hit[] {
  return signalHits(r, ['self', 'other', 'mutual', 'none'], /^capped$/)
    .map((h) => ({ ...h, signal: { ...h.signal!, who: capWho(r, h) } }))
    .filter((h) => who.includes(h.signal.who));
}

/** What a cap passage leaves outside the cap that would expose the reviewed party. */
function carveOutsOf(r: Reading, cap: Hit): { what: string[]; at: { start: number; end: number } } | undefined {
  const text = r.ctx.text;
  const after = r.review.passages.find(
    (p) =>
      p.start >= cap.passage.end &&
      p.start - cap.passage.end < 40 &&
      /\b(?:limitation|cap|foregoing|above)\b/i.test(text.slice(p.start, p.end)),
  );
  for (const p of [cap.passage, ...(after ? [after] : [])]) {
    const body = text.slice(p.start, p.end);
    const m = CARVE.exec(body);
    if (!m) continue;
    const tail = body.slice(m.index, m.index + 320);
    const what = CARVE_OUTS.filter(([re, , matters]) => re.test(tail) && matters(r)).map(([, words]) => words);
    if (what.length) {
      const end = body.indexOf('.', m.index + 20);
      const from = Math.max(body.lastIndexOf('. ', m.index) + 2, 0);
      return { what, at: { start: p.start + from, end: p.start + (end < 0 ? body.length : end + 1) } };
    }
  }
  return undefined;
}

const UNLIMITED = /\b(?:unlimited|uncapped)\b|\bwithout\s+(?:any\s+)?limit(?:ation)?\b/i;

/** A sentence that makes the reviewed party's liability (or each party's) unlimited. */
function unlimitedFor(r: Reading) {
  for (const p of familyPassages(r, 'liability-cap')) {
    const text = passageText(r, p);
    const m = UNLIMITED.exec(text);
    if (!m || !/\bliabilit/i.test(text)) continue;
    const before = mentions(r.ctx.sides, text)
      .filter((x) => x.end <= m.index && m.index - x.end < 120)
      .pop();
    if (before && (before.who === 'self' || before.who === 'mutual')) {
      const s = sentenceAt(r, p, m.index);
      return cite(r, s.start, s.end);
    }
  }
  return undefined;
}

export function checkCapped(r: Reading): Verdict {
  const rule = 'liability capped (no uncapped liability)';
  const S = r.ctx.selfName;
  if (!r.ctx.sides.self) return unchecked(rule, 'cap-on-liability', notParty(r));
  const unlimited = unlimitedFor(r);
  if (unlimited)
    return broken(
      rule,
      'uncapped-liability',
      `${unlimited.ref} leaves ${S}'s liability unlimited.`,
      {
        title: `${S}'s liability is unlimited`,
        impact: `${S} could owe damages far above the value of the contract.`,
        ask: `Cap ${S}'s liability (for example at the fees paid in the 12 months before the claim).`,
      },
      unlimited,
    );
  const own = capsFor(r, ['self', 'mutual', 'none']);
  if (own.length === 0) {
    const inc = incorporatedCarrier(r, 'cap-on-liability');
    if (inc) return unchecked(rule, 'cap-on-liability', inTerms(inc, 'The limitation of liability'));
    const theirs = capsFor(r, ['other'])[0];
    const where = theirs ? cite(r, theirs.start, theirs.end) : undefined;
    return broken(
      rule,
      'cap-on-liability',
      theirs
        ? `${where!.ref} caps only ${r.ctx.otherName}'s liability; ${S}'s liability is uncapped.`
        : `No clause caps ${S}'s liability.`,
      {
        title: `${S}'s liability is uncapped`,
        impact: `${S}'s exposure for a breach or a claim has no limit.`,
        ask: theirs
          ? `Make ${where!.ref}'s cap mutual so that it also limits ${S}'s liability.`
          : `Add a cap on each party's liability, for example the fees paid in the 12 months before the claim.`,
      },
      where,
    );
  }
  for (const cap of own) {
    const carve = carveOutsOf(r, cap);
    if (!carve) continue;
    const where = cite(r, carve.at.start, carve.at.end);
    return broken(
      rule,
      'uncapped-liability',
      `${where.ref} caps ${S}'s liability but not for ${carve.what.join(' or ')}, which stays uncapped.`,
      {
        title: `${S}'s liability for ${carve.what.join(' and ')} is uncapped`,
        impact: `Claims of these kinds against ${S} have no limit, whatever the cap elsewhere says.`,
        ask: `Bring ${carve.what.join(' and ')} under a separate, higher cap (for example three times the annual fees) rather than leaving them unlimited.`,
      },
      where,
    );
  }
  const first = own[0]!;
  return met(
    rule,
    'cap-on-liability',
    `${cite(r, first.start, first.end).ref} caps ${S}'s liability.`,
    cite(r, first.start, first.end),
  );
}

export function checkCapMonths(r: Reading, rule: Extract<Rule, { kind: 'cap-months' }>): Verdict {
  const want =
    rule.cmp === 'min'
      ? `at least ${monthsText(rule.months)}`
      : rule.cmp === 'max'
        ? `at most ${monthsText(rule.months)}`
        : monthsText(rule.months);
  const name = `liability cap ${rule.cmp === 'min' ? '>=' : rule.cmp === 'max' ? '<=' : '='} ${rule.months} months of fees`;
  const caps = capsFor(r, ['self', 'other', 'mutual', 'none']);
  if (caps.length === 0) {
    const inc = incorporatedCarrier(r, 'cap-on-liability');
    if (inc) return unchecked(name, 'cap-on-liability', inTerms(inc, 'The liability cap'));
    return broken(
      name,
      'cap-on-liability',
      `The contract has no liability cap, so it does not set the cap the playbook wants (${want} of fees).`,
      {
        title: `no liability cap of ${want} of fees`,
        impact: 'Liability under the contract is not capped at the level the playbook sets.',
        ask: `Add a cap on each party's liability of ${want} of the fees.`,
      },
    );
  }
  // The cap that matters: on the other side's liability for a minimum (what the reviewed party can
  // recover), on its own for a maximum (what it can owe); a mutual cap serves both.
  const pick = (whos: string[]) => caps.find((c) => whos.includes(c.signal!.who));
  const cap = (rule.cmp === 'max' ? pick(['self', 'mutual', 'none']) : pick(['other', 'mutual', 'none'])) ?? caps[0]!;
  const where = cite(r, cap.start, cap.end);
  const base = capBase(quote(r, cap));
  const whose =
    cap.signal!.who === 'other'
      ? `${r.ctx.otherName}'s liability`
      : cap.signal!.who === 'self'
        ? `${r.ctx.selfName}'s liability`
        : 'liability';
  if (base.kind !== 'months') {
    const why =
      base.kind === 'redacted'
        ? 'its amount is redacted'
        : base.kind === 'fixed'
          ? `it is a fixed sum (${base.text}), not a number of months of fees`
          : base.kind === 'total'
            ? 'it is measured by all fees paid under the agreement, not a number of months'
            : 'it is not measured by fees';
    return unchecked(
      name,
      'cap-on-liability',
      `${where.ref} caps ${whose}, but ${why}; compare it with ${monthsText(rule.months)} of fees.`,
      where,
    );
  }
  const has = base.months;
  const ok =
    rule.cmp === 'min'
      ? has >= rule.months
      : rule.cmp === 'max'
        ? has <= rule.months
        : cap.signal!.who === 'other'
          ? has >= rule.months
          : cap.signal!.who === 'self'
            ? has <= rule.months
            : has === rule.months;
  const detail = `${where.ref} caps ${whose} at ${monthsText(has)} of fees (${base.text}).`;
  if (ok) return met(name, 'cap-on-liability', detail, where);
  return broken(
    name,
    'cap-on-liability',
    `${detail} The playbook wants ${want}.`,
    {
      title: `the liability cap is ${monthsText(has)} of fees, not ${want}`,
      impact:
        has < rule.months
          ? `${r.ctx.selfName} can recover less for a serious breach than the playbook accepts.`
          : `${r.ctx.selfName} can owe more than the playbook accepts.`,
      ask: `Change the cap to ${monthsText(rule.months)} of fees.`,
    },
    where,
  );
}

const INDEMNIFY = /^must:indemnify$/;

export function checkMutualIndemnity(r: Reading): Verdict {
  const rule = 'indemnities mutual';
  if (!r.ctx.sides.self) return unchecked(rule, 'indemnification', notParty(r));
  const S = r.ctx.selfName;
  const O = r.ctx.otherName;
  const self = signalHits(r, ['self'], INDEMNIFY);
  const other = signalHits(r, ['other'], INDEMNIFY);
  const mutual = signalHits(r, ['mutual'], INDEMNIFY);
  if (self.length && !other.length && !mutual.length) {
    const where = cite(r, self[0]!.start, self[0]!.end);
    return broken(
      rule,
      'indemnification',
      `Only ${S} indemnifies (${refsOf(r, self)}); ${O} gives no indemnity in return.`,
      {
        title: `one-way indemnity: ${S} indemnifies ${O}, who gives none in return`,
        impact: `${S} carries third-party claims arising from the contract while ${O} carries none of ${S}'s.`,
        ask: `Make the indemnity mutual: ${O} to indemnify ${S} for claims arising from ${O}'s breach, negligence or infringement.`,
      },
      where,
    );
  }
  if (mutual.length)
    return met(
      rule,
      'indemnification',
      `The indemnity is mutual (${refsOf(r, mutual)}).`,
      cite(r, mutual[0]!.start, mutual[0]!.end),
    );
  if (self.length && other.length)
    return met(
      rule,
      'indemnification',
      `Both sides indemnify: ${S} in ${refsOf(r, self)}, ${O} in ${refsOf(r, other)}.`,
      cite(r, self[0]!.start, self[0]!.end),
    );
  if (other.length)
    return met(
      rule,
      'indemnification',
      `Only ${O} indemnifies (${refsOf(r, other)}), in ${S}'s favour; no indemnity binds ${S}.`,
      cite(r, other[0]!.start, other[0]!.end),
    );
  const inc = incorporatedCarrier(r, 'indemnification');
  if (inc) return unchecked(rule, 'indemnification', inTerms(inc, 'The indemnity'));
  return met(rule, 'indemnification', 'The contract has no indemnity, so none is one-way.');
}

export function checkNoSelfIndemnity(r: Reading): Verdict {
  const rule = 'no indemnity given by us';
  if (!r.ctx.sides.self) return unchecked(rule, 'indemnification', notParty(r));
  const self = signalHits(r, ['self', 'mutual'], INDEMNIFY);
  if (!self.length) return met(rule, 'indemnification', `No clause makes ${r.ctx.selfName} indemnify anyone.`);
  const where = cite(r, self[0]!.start, self[0]!.end);
  return broken(
    rule,
    'indemnification',
    `${r.ctx.selfName} indemnifies in ${refsOf(r, self)}.`,
    {
      title: `${r.ctx.selfName} gives an indemnity`,
      impact: `${r.ctx.selfName} carries third-party claims the playbook says it does not accept.`,
      ask: `Delete ${r.ctx.selfName}'s indemnity, or limit it to claims caused by its own breach and bring it within the cap.`,
    },
    where,
  );
}

export function checkOtherIndemnifies(r: Reading, rule: Extract<Rule, { kind: 'other-indemnifies' }>): Verdict {
  const name = `${r.ctx.otherName} indemnifies${rule.ip ? ' for IP infringement' : ''}`;
  if (!r.ctx.sides.self) return unchecked(name, 'indemnification', notParty(r));
  const IP = /\binfring\w*|\bintellectual\s+property|\bpatent|\bcopyright|\btrade\s*mark/i;
  const hits = signalHits(r, ['other', 'mutual'], INDEMNIFY).filter((h) => !rule.ip || IP.test(quote(r, h.passage)));
  if (hits.length)
    return met(
      name,
      'indemnification',
      `${r.ctx.otherName} indemnifies ${r.ctx.selfName}${rule.ip ? ' against infringement claims' : ''} in ${refsOf(r, hits)}.`,
      cite(r, hits[0]!.start, hits[0]!.end),
    );
  const inc = incorporatedCarrier(r, 'indemnification');
  if (inc) return unchecked(name, 'indemnification', inTerms(inc, 'The indemnity'));
  return broken(
    name,
    'indemnification',
    `No clause makes ${r.ctx.otherName} indemnify ${r.ctx.selfName}${rule.ip ? ' against intellectual property infringement claims' : ''}.`,
    {
      title: `${r.ctx.otherName} gives no indemnity${rule.ip ? ' for IP infringement' : ''}`,
      impact: `${r.ctx.selfName} bears third-party claims caused by ${r.ctx.otherName}${rule.ip ? "'s products or work infringing others' rights" : ''}.`,
      ask: `Add an indemnity from ${r.ctx.otherName}${rule.ip ? ' against claims that what it provides infringes a third party’s intellectual property rights' : ' for claims arising from its breach, negligence or wilful misconduct'}.`,
    },
  );
}
