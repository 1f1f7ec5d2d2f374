/**
 * Playbook checks on money, renewal and termination, read from the review's
 * passages and the contract facts the snapshot shows (one reading of the contract).
 */
import type { Rule } from './grammar';
import {
  cite,
  selfPays,
  familyPassages,
  passageText,
  quote,
  refsOf,
  ruleHits,
  sentenceAt,
  sentenceCite,
  signalHits,
  type Cite,
  type Reading,
} from './evidence';
import { broken, inTerms, incorporatedCarrier, met, notParty, unchecked, type Verdict } from './verdict';
import { durationsIn, inDays } from '../redline/wording';
import { RENEWS_AUTOMATICALLY } from '../findings/rules';

/** A payment period the contract sets: who pays, in how many days, where. */
interface Period {
  who: string;
  days: number;
  words: string;
  cite: Cite;
}

const IMMEDIATE =
  /\bnet\s+cash\b|\bcash\s+(?:on|upon)\s+delivery\b|\bC\.?O\.?D\.?\b|\b(?:due|payable|paid|pay)\s+(?:in\s+full\s+)?(?:upon|on|at)\s+(?:receipt|delivery|signing|execution|order(?:ing)?|invoice)|\bin\s+advance\b|\bprior\s+to\s+(?:shipment|delivery)\b|\bupon\s+delivery\b/i;
/** "Fees shall be payable within thirty (30) days of invoice": a payment period with no payer named. */
const PAYABLE =
  /\b(?:payable|due|paid)\s+(?:in\s+full\s+)?(?:within|no\s+later\s+than)\b|\bpay\w*\s+within\b|\bdue\s+(?:and\s+payable\s+)?(?:upon|on)\s+receipt\b/i;
const PAY_TERMS = /\bterms\s+(?:are|shall\s+be|will\s+be)\s+net\b|\bnet\s+\d{1,3}\b|\bnet\s+cash\b/i;

function paymentPeriods(r: Reading): Period[] {
  const out: Period[] = [];
  for (const p of r.review.passages) {
    const text = passageText(r, p);
    if (!(p.families.includes('payment') || PAY_TERMS.test(text)) || p.boilerplate.includes('definition')) continue;
    const pay = p.signals.find((s) => /^must:pay$/.test(s.kind));
    if (!pay && !PAY_TERMS.test(text) && !PAYABLE.test(text)) continue;
    const who = pay?.who ?? 'none';
    const immediate = IMMEDIATE.exec(text);
    const net = /\bnet\s+(\d{1,3})\b/i.exec(text);
    const window = durationsIn(r.ctx.text, p.start, p.end).find(
      (d) =>
        (d.unit === 'day' || d.unit === 'business day') &&
        (/\bwithin\s+$/i.test(r.ctx.text.slice(d.start - 8, d.start)) ||
          /^\s*(?:after|of|from|following)\b/i.test(r.ctx.text.slice(d.end, d.end + 12))),
    );
    if (window) {
      const s = sentenceAt(r, p, window.start - p.start);
      out.push({ who, days: inDays(window), words: window.raw, cite: cite(r, s.start, s.end) });
    } else if (net) {
      const s = sentenceAt(r, p, net.index);
      out.push({ who, days: Number(net[1]), words: `net ${net[1]} days`, cite: cite(r, s.start, s.end) });
    } else if (immediate) {
      const s = sentenceAt(r, p, immediate.index);
      const words = /^[^.;\n]{0,40}/.exec(text.slice(immediate.index))![0].trim();
      out.push({ who, days: 0, words, cite: cite(r, s.start, s.end) });
    }
  }
  return out;
}

export function checkPaymentDays(r: Reading, rule: Extract<Rule, { kind: 'payment-days' }>): Verdict {
  const payer = r.ctx.sides.self ? (selfPays(r) ? 'self' : 'other') : undefined;
  // "At least" is the payer's position, "at most" the payee's; a bare number is read for the reviewed side.
  const cmp = rule.cmp === 'target' ? (payer === 'self' ? 'min' : 'max') : rule.cmp;
  const name = `payment period ${cmp === 'min' ? '>=' : '<='} ${rule.text}`;
  if (rule.cmp === 'target' && !payer) return unchecked(name, 'payment-terms', notParty(r));
  const all = paymentPeriods(r);
  // A stated bound ("at least 30 days") holds for every payment period of the contract; a bare number
  // ("net 45") is the reviewed side's own term: its payments if it pays, the other side's if it is paid.
  const about =
    rule.cmp !== 'target'
      ? ['self', 'other', 'mutual', 'none']
      : payer === 'self'
        ? ['self', 'none', 'mutual']
        : ['other', 'none', 'mutual'];
  const periods = all.filter((p) => about.includes(p.who));
  if (!periods.length) {
    const inc = incorporatedCarrier(r, 'payment-terms');
    if (inc && !all.length) return unchecked(name, 'payment-terms', inTerms(inc, 'The payment period'));
    const any = all[0];
    return unchecked(
      name,
      'payment-terms',
      any
        ? `The only payment period (${any.words}, ${any.cite.ref}) is for payments ${any.who === 'self' ? `by ${r.ctx.selfName}` : `to ${r.ctx.selfName}`}; the contract sets none for the payments this position is about.`
        : 'The contract sets no payment period.',
      any?.cite,
    );
  }
  const worst = periods.reduce((a, b) => (cmp === 'min' ? (b.days < a.days ? b : a) : b.days > a.days ? b : a));
  const ok = cmp === 'min' ? worst.days >= rule.days : worst.days <= rule.days;
  const detail = `${worst.cite.ref}: payment ${worst.days === 0 ? `is due ${worst.words}` : `within ${worst.words}`}.`;
  if (ok) return met(name, 'payment-terms', detail, worst.cite);
  return broken(
    name,
    'payment-terms',
    `${detail} The playbook wants ${cmp === 'min' ? 'at least' : 'at most'} ${rule.text}.`,
    {
      title: `payment ${worst.days === 0 ? `is due ${worst.words}` : `within ${worst.words}`}, not ${cmp === 'min' ? 'at least' : 'at most'} ${rule.text}`,
      impact:
        cmp === 'min'
          ? `${r.ctx.selfName} must pay sooner than its payment cycle allows and risks being in default.`
          : `${r.ctx.selfName} waits longer for its money than the playbook accepts.`,
      ask: `Change the payment period to ${rule.text}.`,
    },
    worst.cite,
  );
}

export function checkAutoRenewal(r: Reading, rule: Extract<Rule, { kind: 'auto-renewal' }>): Verdict {
  const name = rule.maxNoticeDays
    ? `auto-renewal only with notice <= ${rule.maxNoticeDays} days`
    : 'no automatic renewal';
  const hit = ruleHits(r, ['auto-renewal'], [RENEWS_AUTOMATICALLY])[0];
  if (!hit) {
    const other = familyPassages(r, 'renewal').find((p) => /\brenew|\bextend/i.test(passageText(r, p)));
    return met(
      name,
      'renewal-term',
      other
        ? `The contract does not renew automatically (${cite(r, other.start, other.end).ref}: ${quote(r, sentenceAt(r, other, passageText(r, other).search(/renew|extend/i)))}).`
        : 'The contract does not renew automatically.',
    );
  }
  const where = cite(r, hit.start, hit.end);
  const notice = durationsIn(r.ctx.text, hit.passage.start, hit.passage.end).find((d) =>
    /^['’]?\s*(?:\(\d+\)\s*)?(?:prior|before|in\s+advance|advance|(?:written\s+)?notice)/i.test(
      r.ctx.text.slice(d.end, d.end + 40),
    ),
  );
  const facts = r.ctx.facts.renewalNotice;
  const days = notice ? inDays(notice) : facts?.days;
  const words = notice?.raw ?? facts?.period;
  if (rule.maxNoticeDays === undefined)
    return broken(
      name,
      'renewal-term',
      `${where.ref} renews the contract automatically${words ? ` unless notice is given ${words} before the term ends` : ''}.`,
      {
        title: 'the contract renews automatically',
        impact: `${r.ctx.selfName} is bound for a further term if it misses the notice date.`,
        ask: 'Replace automatic renewal with renewal by mutual written agreement.',
      },
      where,
    );
  if (days === undefined)
    return unchecked(
      name,
      'renewal-term',
      `${where.ref} renews the contract automatically but states no notice period for stopping it.`,
      where,
    );
  if (days <= rule.maxNoticeDays)
    return met(name, 'renewal-term', `${where.ref} renews automatically; notice of ${words} stops it.`, where);
  return broken(
    name,
    'renewal-term',
    `${where.ref} renews automatically unless notice is given ${words} before the term ends, more than ${rule.maxNoticeDays} days.`,
    {
      title: `automatic renewal with ${words}' notice, more than ${rule.maxNoticeDays} days`,
      impact: `A ${words} window before renewal is easy to miss and binds ${r.ctx.selfName} for a further term.`,
      ask: `Shorten the non-renewal notice to ${rule.maxNoticeDays} days, or replace automatic renewal with renewal by agreement.`,
    },
    where,
  );
}

export function checkMaxDays(r: Reading, rule: Extract<Rule, { kind: 'max-days' }>): Verdict {
  const name = `${rule.what} <= ${rule.text}`;
  const f = r.ctx.facts;
  const n = rule.what === 'notice' ? (f.renewalNotice ?? f.terminationNotice) : undefined;
  const days = rule.what === 'notice' ? n?.days : f.initialTerm ? inDays(f.initialTerm) : undefined;
  const at = rule.what === 'notice' ? n?.start : f.initialTerm?.start;
  const words = rule.what === 'notice' ? n?.value : f.initialTerm?.text;
  if (days === undefined || at === undefined)
    return unchecked(
      name,
      rule.what === 'notice' ? 'notice-period-to-terminate-renewal' : 'term',
      `The contract states no ${rule.what === 'notice' ? 'notice period' : 'initial term'}.`,
    );
  const where = sentenceCite(r, at);
  if (days <= rule.days)
    return met(
      name,
      rule.what === 'notice' ? 'notice-period-to-terminate-renewal' : 'term',
      `${where.ref}: ${words}.`,
      where,
    );
  return broken(
    name,
    rule.what === 'notice' ? 'notice-period-to-terminate-renewal' : 'term',
    `${where.ref}: ${words}, longer than ${rule.text}.`,
    {
      title: `${rule.what === 'notice' ? 'notice period' : 'initial term'} of ${words} exceeds ${rule.text}`,
      impact:
        rule.what === 'notice'
          ? `${r.ctx.selfName} must act long in advance to leave.`
          : `${r.ctx.selfName} is bound for longer than the playbook accepts.`,
      ask: `Reduce it to ${rule.text}.`,
    },
    where,
  );
}

export function checkMinDays(r: Reading, rule: Extract<Rule, { kind: 'min-days' }>): Verdict {
  const cure = rule.what === 'cure';
  const name = `${rule.what} period >= ${rule.text}`;
  const category = cure ? 'termination-for-cause' : 'warranty-duration';
  if (!r.ctx.sides.self) return unchecked(name, category, notParty(r));
  const hits = cure
    ? signalHits(r, ['other', 'mutual'], /^may:terminate$/, 'termination').filter((h) =>
        h.passage.cues.includes('breach'),
      )
    : signalHits(r, ['other', 'mutual'], /^must:warrant$/, 'warranty');
  if (!hits.length)
    return unchecked(
      name,
      category,
      cure
        ? `The contract gives ${r.ctx.otherName} no right to terminate for breach.`
        : `${r.ctx.otherName} gives no warranty with a period.`,
    );
  for (const h of hits) {
    const d = durationsIn(r.ctx.text, h.passage.start, h.passage.end)[0];
    const where = cite(r, h.start, h.end);
    if (cure && !h.passage.cues.includes('cure'))
      return broken(
        name,
        category,
        `${where.ref} lets ${r.ctx.otherName} terminate for breach with no cure period.`,
        {
          title: `termination for breach without a cure period`,
          impact: `${r.ctx.selfName} can lose the contract for a breach it could have put right.`,
          ask: `Allow ${rule.text} to cure a breach after written notice before termination.`,
        },
        where,
      );
    if (d && inDays(d) < rule.days)
      return broken(
        name,
        category,
        `${where.ref}: ${d.raw}, shorter than ${rule.text}.`,
        {
          title: `${rule.what} period of ${d.raw}, shorter than ${rule.text}`,
          impact: cure
            ? `${r.ctx.selfName} has little time to put a breach right.`
            : `${r.ctx.selfName} is protected for a shorter time than the playbook accepts.`,
          ask: `Extend the ${rule.what} period to ${rule.text}.`,
        },
        where,
      );
  }
  return met(
    name,
    category,
    `${refsOf(r, hits)}: ${rule.what} period of at least ${rule.text}.`,
    cite(r, hits[0]!.start, hits[0]!.end),
  );
}

const CONVENIENCE =
  /\bfor\s+convenience\b|\bwithout\s+cause\b|\bfor\s+any\s+(?:or\s+no\s+)?reason\b|\bat\s+any\s+time\b|\bat\s+will\b/i;

function convenienceRights(r: Reading, who: 'self' | 'other') {
  return signalHits(r, [who, 'mutual'], /^may:terminate$/, 'termination').filter(
    (h) => CONVENIENCE.test(quote(r, h.passage)) && !/\bbreach|\bdefault/i.test(quote(r, h)),
  );
}

export function checkTermination(
  r: Reading,
  rule: Extract<Rule, { kind: 'self-terminates-convenience' | 'no-other-termination-convenience' | 'tfc-mutual' }>,
): Verdict {
  const name =
    rule.kind === 'self-terminates-convenience'
      ? 'we may terminate for convenience'
      : rule.kind === 'tfc-mutual'
        ? 'termination for convenience mutual'
        : 'other side may not terminate for convenience';
  if (!r.ctx.sides.self) return unchecked(name, 'termination-for-convenience', notParty(r));
  const S = r.ctx.selfName;
  const O = r.ctx.otherName;
  const mine = convenienceRights(r, 'self');
  const theirs = convenienceRights(r, 'other').filter((h) => h.signal!.who === 'other');
  if (rule.kind === 'self-terminates-convenience') {
    if (mine.length)
      return met(
        name,
        'termination-for-convenience',
        `${refsOf(r, mine)} lets ${S} terminate without cause.`,
        cite(r, mine[0]!.start, mine[0]!.end),
      );
    return broken(name, 'termination-for-convenience', `No clause lets ${S} terminate without cause.`, {
      title: `${S} cannot terminate for convenience`,
      impact: `${S} is bound for the whole term even if it no longer needs the contract.`,
      ask: `Add a right for ${S} to terminate for convenience on 30 days' written notice.`,
    });
  }
  if (!theirs.length)
    return met(name, 'termination-for-convenience', `${O} has no right to terminate without cause that ${S} lacks.`);
  if (rule.kind === 'tfc-mutual' && mine.some((h) => h.signal!.who === 'self' || h.signal!.who === 'mutual'))
    return met(
      name,
      'termination-for-convenience',
      `Both sides may terminate without cause (${refsOf(r, [...mine, ...theirs])}).`,
      cite(r, theirs[0]!.start, theirs[0]!.end),
    );
  const where = cite(r, theirs[0]!.start, theirs[0]!.end);
  return broken(
    name,
    'termination-for-convenience',
    `${where.ref} lets ${O} terminate without cause${rule.kind === 'tfc-mutual' ? `; ${S} has no such right` : ''}.`,
    {
      title: `${O} may terminate for convenience${rule.kind === 'tfc-mutual' ? `, ${S} may not` : ''}`,
      impact: `${O} can walk away at any time while ${S} stays committed.`,
      ask:
        rule.kind === 'tfc-mutual'
          ? `Make the right to terminate for convenience mutual.`
          : `Delete ${O}'s right to terminate for convenience.`,
    },
    where,
  );
}
