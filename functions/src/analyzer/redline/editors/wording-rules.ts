/**
 * The word-level rules the wording pass (wording-pass.ts) applies to each detected clause's
 * sentences: which sentence a rule reads, whose right or duty makes the edit worth proposing for
 * the reviewed party, and the smallest change that answers it.
 */
import type { Ctx, Who } from '../../context';
import type { Sentence } from '../../text';
import type { Change } from '../types';
import { durationsIn, period } from '../wording';
import { lengthen } from './lengthen';
import { discretionOf } from '../sentences';

export interface WordRule {
  id: string;
  title: string;
  /** The sentence this rule reads (cheap pre-filter) and the verb whose subject decides the side. */
  sentence: RegExp;
  verb: RegExp;
  /** Whose right or duty makes the edit worth proposing for the reviewed party. */
  sides: Who[];
  /** Who holds the right, when not the verb's subject (sentences.ts `who`). */
  holder?: (ctx: Ctx, s: Sentence, verb: RegExp) => Who;
  skip?: RegExp;
  change: (ctx: Ctx, s: Sentence) => { change: Change; suggestion: string; reasoning: string } | undefined;
}

const at = (s: Sentence, re: RegExp) => {
  const m = re.exec(s.text);
  return m ? { start: s.start + m.index, end: s.start + m.index + m[0].length, m } : undefined;
};

export const RULES: WordRule[] = [
  {
    id: 'reasonable-consent',
    title: 'Consent may be withheld for any reason',
    sentence: /\bconsent\b/i,
    verb: /\b(?:may not|will not|shall not|must not|cannot|can not|without)\b/i,
    sides: ['self', 'mutual'],
    // The owner's consent to disclose its confidential information, use its name or marks, or announce
    // the deal is its to give: a reasonableness standard there only helps the side asking.
    skip: /unreasonabl|sole discretion|consent will not be required|confidential|disclos|\b(?:names?|logos?|trademarks?|marks)\b|publicity|press release|announce/i,
    change: (ctx, s) => {
      const m = at(s, /\b(?:express\s+)?(?:prior\s+)?written\s+consent(?:\s+of\s+the\s+other\s+party)?/i);
      if (!m) return undefined;
      return {
        change: { kind: 'insert', at: m.end, text: ' (not to be unreasonably withheld, conditioned or delayed)' },
        suggestion: 'Require that consent is not unreasonably withheld, conditioned or delayed.',
        reasoning: `As drafted, consent can be refused for any reason, which lets the other side block ${ctx.selfName}'s ordinary business (for example a reorganisation) or extract concessions; a reasonableness standard is the usual market position.`,
      };
    },
  },
  {
    id: 'no-immediate-termination',
    title: 'The other party may terminate or suspend immediately',
    sentence: /\bimmediately\b/i,
    verb: /\bmay\s+(?:immediately\s+)?(?:terminate|suspend)\b/i,
    sides: ['other'],
    skip: /\b(?:cure|insolv|bankrupt|receiver)/i,
    change: (ctx, s) => {
      const inline = at(s, /\bimmediately\s+(?=terminate|suspend)/i);
      if (inline)
        return {
          change: { kind: 'rewrite', start: inline.start, end: inline.end, rewritten: '' },
          suggestion: 'Remove "immediately" so the termination follows the notice the clause requires.',
          reasoning: `${ctx.otherName} can end the relationship with no run-off; without "immediately" the notice in the clause applies, giving ${ctx.selfName} time to wind down and be paid for work in progress.`,
        };
      // "immediately without notice or liability" keeps its "without liability" half.
      // "immediately and without prior notice" goes whole: "on written notice and without prior notice" contradicts itself.
      const m = at(
        s,
        /\bimmediately(?:\s+(?:and\s+)?without\s+(?:prior\s+|any\s+|further\s+)?notice(\s+or\s+liability)?)?/i,
      );
      if (!m) return undefined;
      return {
        change: {
          kind: 'rewrite',
          start: m.start,
          end: m.end,
          rewritten: m.m[1] ? 'on written notice and without liability' : 'on written notice',
        },
        suggestion: 'Require written notice before termination or suspension.',
        reasoning: `${ctx.otherName} may act immediately and without notice; written notice at least tells ${ctx.selfName} the reason and lets it respond or remedy before losing the service.`,
      };
    },
  },
  {
    id: 'promptly-not-immediately',
    title: 'An immediate obligation',
    sentence: /\bimmediately\b/i,
    verb: /\b(?:will|shall|must)\s+immediately\b/i,
    sides: ['self'],
    change: (ctx, s) => {
      const m = at(s, /\b(?:will|shall|must)\s+(immediately)\b/i);
      if (!m) return undefined;
      const start = m.end - 'immediately'.length;
      return {
        change: { kind: 'rewrite', start, end: m.end, rewritten: 'promptly' },
        suggestion: 'Change "immediately" to "promptly".',
        reasoning: `"Immediately" is a standard ${ctx.selfName} can breach by any delay, however short; "promptly" keeps the duty while allowing the time it reasonably takes.`,
      };
    },
  },
  {
    id: 'notice-before-at-any-time',
    title: 'The other party may act at any time',
    sentence: /\bat any time\b/i,
    // A passive "such examination may be conducted at any time" names no actor: the nearest name before it
    // is often the side being examined, so it is read as no one's right rather than the wrong side's.
    verb: /\b(?:may(?!\s+(?:not\s+)?(?:be|become)\s)|has the right|reserves the right|right to)\b/i,
    sides: ['other'],
    // Not a right to end the contract or change terms (the change editor answers those), nor one that already
    // runs on written notice or is only a request ("may, at any time after March 31, 2007, ... request that").
    skip: /\bterminat|\b(?:modify|change|amend|increase|adjust|revise|update)\b|\brequest\b|\b(?:written|prior)\s+notice\b|\bnotice\s+in\s+writing\b/i,
    change: (ctx, s) => {
      const m = at(s, /\bat any time\b/i);
      if (!m) return undefined;
      return {
        change: {
          kind: 'rewrite',
          start: m.start,
          end: m.end,
          rewritten: 'on reasonable prior written notice during normal business hours',
        },
        suggestion: 'Require reasonable prior notice and normal business hours.',
        reasoning: `An unrestricted right "at any time" lets ${ctx.otherName} disrupt ${ctx.selfName}'s business without warning; notice and business hours are the usual limits.`,
      };
    },
  },
  {
    id: 'longer-grace',
    title: 'A short grace period before the other party may suspend or terminate',
    sentence: /\b(?:more than|within|at least)\s+\S+\s+(?:business\s+)?days?\b/i,
    verb: /\bmay\s+(?:immediately\s+)?(?:suspend|terminate)\b/i,
    sides: ['other'],
    change: (ctx, s) => {
      const l = lengthen(ctx, s, 60, (n) => Math.max(30, n * 2));
      if (!l) return undefined;
      return {
        change: l.change,
        suggestion: `Extend the period to ${period(l.target, 'day', l.d.raw)}.`,
        reasoning: `${ctx.otherName}'s right to suspend or terminate turns on ${l.d.raw}; a longer period gives ${ctx.selfName} a fair chance to resolve an oversight (a lost invoice, an approval) before losing the service.`,
      };
    },
  },
  {
    id: 'longer-advance-notice',
    title: 'Short advance notice of a change',
    sentence: /\b(?:in advance|prior|before)\b/i,
    verb: /\b(?:will|shall|must)\s+(?:\w+\s+)?(?:inform|notify|give|provide)\b/i,
    sides: ['other'],
    change: (ctx, s) => {
      const l = lengthen(ctx, s, 30, () => 30);
      if (!l) return undefined;
      return {
        change: l.change,
        suggestion: `Extend the advance notice to ${period(30, 'day', l.d.raw)}.`,
        reasoning: `${l.d.raw} is little time for ${ctx.selfName} to assess the change and object or plan around it; thirty days is common.`,
      };
    },
  },
  {
    id: 'longer-own-deadline',
    title: 'A short deadline for the reviewed party to raise an issue',
    sentence: /\b(?:issue|defect|claim|dispute|object|nonconform|non-conform)/i,
    verb: /\b(?:must|will|shall|has)\b/i,
    sides: ['self'],
    // Not a shared step ("Customer and Provider will cooperate"), not a payment deadline, not a deadline
    // the reviewed side must impose on its own customers ("shall contractually require its Third Parties to
    // report any claim ... within thirty (30) days"), which a longer period only loosens against it.
    skip: /\bpay(?:ment)?\b.*\bdue\b|cooperate|good faith|\brequire\s+(?:its|their|each\s+of\s+its|all\s+of\s+its)\b/i,
    change: (ctx, s) => {
      const l = lengthen(ctx, s, 60, (n) => Math.min(90, Math.max(30, n * 2)), true);
      if (!l) return undefined;
      return {
        change: l.change,
        suggestion: `Extend the period to ${period(l.target, 'day', l.d.raw)}.`,
        reasoning: `${ctx.selfName} has only ${l.d.raw} here; issues often take longer to surface or to resolve, and a longer window keeps ${ctx.selfName} from losing a right or breaching a deadline.`,
      };
    },
  },
  {
    id: 'reasonable-efforts',
    title: 'A best-efforts obligation',
    sentence: /\bbest efforts\b/i,
    verb: /\b(?:will|shall|must|agrees? to)\b/i,
    sides: ['self'],
    change: (ctx, s) => {
      const m = at(s, /\bbest efforts\b/i);
      if (!m) return undefined;
      return {
        change: { kind: 'rewrite', start: m.start, end: m.end, rewritten: 'commercially reasonable efforts' },
        suggestion: 'Change "best efforts" to "commercially reasonable efforts".',
        reasoning: `"Best efforts" can oblige ${ctx.selfName} to act against its own commercial interest; "commercially reasonable efforts" is the usual standard.`,
      };
    },
  },
  {
    id: 'reasonable-discretion',
    title: "A decision in the other party's sole discretion",
    sentence: /\b(?:sole|absolute)\s+discretion\b/i,
    verb: /\b(?:may|will|shall|determine|decide)\b/i,
    holder: discretionOf,
    sides: ['other'],
    change: (ctx, s) => {
      const m = at(s, /\b(?:sole|absolute)(?=\s+discretion\b)/i);
      if (!m) return undefined;
      return {
        change: { kind: 'rewrite', start: m.start, end: m.end, rewritten: 'reasonable' },
        suggestion: 'Require the discretion to be exercised reasonably.',
        reasoning: `A decision in ${ctx.otherName}'s sole discretion cannot be challenged by ${ctx.selfName}, however arbitrary; a reasonableness standard is the usual compromise.`,
      };
    },
  },
  {
    id: 'de-identified-usage-data',
    title: 'The other party may use usage data freely',
    sentence: /\bUsage Data\b/,
    verb: /\bmay\s+(?:freely\s+)?use\b/i,
    sides: ['other'],
    change: (ctx, s) => {
      const m = at(s, /\b(?:freely\s+)?use\s+Usage Data\b/);
      if (!m) return undefined;
      return {
        change: {
          kind: 'rewrite',
          start: m.start,
          end: m.end,
          rewritten: 'use Usage Data, in aggregated and de-identified form only,',
        },
        suggestion: 'Limit the use of Usage Data to aggregated and de-identified data.',
        reasoning: `Usage Data describes how ${ctx.selfName} uses the service; using it to promote ${ctx.otherName}'s products should not reveal ${ctx.selfName} or its users, so only aggregated, de-identified data should be used.`,
      };
    },
  },
  {
    id: 'logo-consent',
    title: "The other party may use the reviewed party's name and logo",
    sentence: /\blogo\b/i,
    verb: /\bmay\s+(?:identify|use)\b/i,
    sides: ['other'],
    skip: /\bconsent|permission\b/i,
    change: (ctx, s) => {
      const m = at(s, /\bmay(?=\s+(?:identify|use)\b)/i);
      if (!m) return undefined;
      return {
        change: {
          kind: 'rewrite',
          start: m.start,
          end: m.end,
          rewritten: `may, with ${ctx.selfName}'s prior written consent,`,
        },
        suggestion: `Require ${ctx.selfName}'s prior written consent to use its name and logo.`,
        reasoning: `Marketing use of ${ctx.selfName}'s name and logo is an endorsement; ${ctx.selfName} should decide whether and how it appears.`,
      };
    },
  },
  {
    id: 'feedback-no-attribution',
    title: 'The other party may use feedback without restriction',
    sentence: /\bFeedback\b.*\bwithout (?:any )?restriction\b/,
    verb: /\bmay\s+use\b/i,
    sides: ['other'],
    change: (ctx, s) => {
      const m = at(s, /\bwithout (?:any )?restriction or obligation/);
      if (!m) return undefined;
      return {
        change: {
          kind: 'insert',
          at: m.end,
          text: `, provided that it does not identify ${ctx.selfName} or disclose ${ctx.selfName}'s Confidential Information`,
        },
        suggestion: `Keep feedback anonymous and ${ctx.selfName}'s Confidential Information protected.`,
        reasoning: `Free use of feedback is usual, but it should not become a route to attribute statements to ${ctx.selfName} or to use its Confidential Information.`,
      };
    },
  },
  {
    id: 'mutual-assignment',
    title: 'Only the other party may assign on a change of control',
    sentence: /\b(?:merger|change of control|sale of all or substantially all)\b/i,
    verb: /\bmay\s+assign\b/i,
    sides: ['other'],
    change: (ctx, s) => {
      const re = ctx.otherRe ? new RegExp(`(${ctx.otherRe.source})(\\s+may\\s+assign)`) : undefined;
      const m = re && at(s, re);
      if (!m) return undefined;
      const rest = s.text.slice(m.end - s.start);
      const again = ctx.otherRe ? new RegExp(`\\bif\\s+(${ctx.otherRe.source})\\s+undergoes\\b`).exec(rest) : null;
      const lead = s.text.slice(0, m.m.index).trim() === '' ? 'Either party' : 'either party';
      const end = again ? m.end + again.index + again[0].length : m.start + m.m[1]!.length;
      const middle = again ? ctx.text.slice(m.start + m.m[1]!.length, m.end + again.index) : '';
      const rewritten = again ? `${lead}${middle}if the assigning party undergoes` : lead;
      return {
        change: { kind: 'rewrite', start: m.start, end, rewritten },
        suggestion: 'Make the right to assign on a change of control mutual.',
        reasoning: `Only ${ctx.otherName} may assign without consent on a merger or sale; ${ctx.selfName} needs the same flexibility for its own corporate transactions.`,
      };
    },
  },
  {
    id: 'indemnify-without-hold-harmless',
    title: 'A broad "hold harmless" undertaking',
    sentence: /\bindemnify,\s+defend,?\s+and\s+hold\s+harmless\b/i,
    verb: /\bindemnify\b/i,
    sides: ['self'],
    change: (ctx, s) => {
      const m = at(s, /\bindemnify,\s+defend,?\s+and\s+hold\s+harmless\b/i);
      if (!m) return undefined;
      return {
        change: { kind: 'rewrite', start: m.start, end: m.end, rewritten: 'defend and indemnify' },
        suggestion: 'Drop "hold harmless".',
        reasoning: `Some courts read "hold harmless" as wider than "indemnify" (reaching first-party losses); ${ctx.selfName}'s defence and indemnity already cover third-party claims.`,
      };
    },
  },
  {
    id: 'shorter-claim-window',
    title: 'A long window for the other party to raise a claim',
    sentence: /\b(?:notify|notice)\b[^.]*\bwithin\b[^.]*\b(?:discover|becom\w* aware)/i,
    verb: /\b(?:must|will|shall)\s+(?:\w+\s+)?(?:notify|give|provide|report)\b/i,
    sides: ['other'],
    change: (ctx, s) => {
      const d = durationsIn(ctx.text, s.start, s.end).find((x) => x.unit === 'day' && x.value > 30);
      if (!d) return undefined;
      return {
        change: { kind: 'rewrite', start: d.start, end: d.end, rewritten: period(30, 'day', d.raw) },
        suggestion: `Shorten the notice period to ${period(30, 'day', d.raw)}.`,
        reasoning: `${ctx.selfName} can only investigate and fix a reported problem while the facts are fresh; thirty days from discovery is a common and fair notice period.`,
      };
    },
  },
  {
    id: 'faster-breach-notice',
    title: 'Slow notice of a security incident',
    sentence: /\b(?:Security Incident|breach)\b[^.]*\b\d+\s+hours\b/i,
    verb: /\b(?:will|shall|must)\b/i,
    sides: ['other'],
    change: (ctx, s) => {
      const m = at(s, /\b(\d+)\s+hours\b/i);
      if (!m || Number(m.m[1]) <= 48) return undefined;
      return {
        change: { kind: 'rewrite', start: m.start, end: m.end, rewritten: '48 hours' },
        suggestion: 'Require notice of a security incident within 48 hours.',
        reasoning: `${ctx.selfName} may itself have to notify regulators within 72 hours of becoming aware of a breach; notice from ${ctx.otherName} after up to ${m.m[0]} leaves no time to investigate and report.`,
      };
    },
  },
  {
    id: 'security-standard',
    title: 'A mere efforts standard for security',
    sentence: /\breasonable efforts to (?:secure|protect)\b/i,
    verb: /\b(?:will|shall|must)\s+use\b/i,
    sides: ['other'],
    change: (ctx, s) => {
      const m = at(s, /\b(?:commercially\s+)?reasonable efforts(?= to (?:secure|protect)\b)/i);
      if (!m) return undefined;
      return {
        change: {
          kind: 'rewrite',
          start: m.start,
          end: m.end,
          rewritten: 'appropriate, industry-standard technical and organisational measures',
        },
        suggestion: 'Require industry-standard security measures rather than efforts.',
        reasoning: `An efforts obligation is hard for ${ctx.selfName} to enforce after a breach; a measurable standard of appropriate, industry-standard measures is what data protection law expects of a processor.`,
      };
    },
  },
];
