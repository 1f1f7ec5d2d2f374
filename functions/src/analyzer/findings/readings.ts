/**
 * What a sentence does, and to whom: every promise ("X shall pay", "X may terminate", "X shall not
 * compete"), exculpation ("X shall not be liable", "X makes no warranty"), cap ("X's aggregate
 * liability shall not exceed"), and control ("at X's sole discretion", "X's prior written
 * consent") with the side it belongs to. Linear in the sentence; every pattern is bounded.
 */
import { literalIndex, type MayMatch } from '../literal-gate';
import { mentions, type Mention, type Sides, type Who } from './sides';
import { notAPromise } from './non-promises';
import { crosses, firstAfter, lastBefore, subjectAt } from './subjects';
import { verbClass, type VerbClass } from './verbs';
import {
  MODAL,
  NEG_AFTER,
  NEG_BEFORE,
  FAR_NEG_BEFORE,
  EXCUL_VERB,
  NOT_BOUND,
  CAP_RE,
  UNLIMITED_RE,
  DISCLAIM_RE,
  DISCRETION_RE,
  CONSENT_RE,
  EXPENSE_RE,
  BENEFIT_RE,
  DEEMED_RE,
  DEEMED_SUBJECT_RE,
  ASSUMES_RE,
  WARRANTS_RE,
  GIVING_NOTICE,
  PAID_TO,
  THING_RELATIVE,
  UPON_RE,
  NOTICE_FROM_RE,
  TERMINATES_ON_NOTICE,
  POSSESSIVE_NOTICE_RE,
  ENDS_UPON,
  CONTROL_RE,
  CONTROL_SUBJECT,
  GRANT_RE,
  READING_PATTERNS,
} from './reading-patterns';

export type Modality = 'must' | 'mustNot' | 'may' | 'mayNot';

export type SignalKind =
  | `${Modality}:${VerbClass}`
  | 'exculpated'
  | 'capped'
  | 'unlimited'
  | 'disclaims'
  | 'discretion'
  | 'consent'
  | 'expense'
  | 'benefit'
  | 'grantsTo'
  /** A silence that counts as assent ("deemed accepted by the Customer"), for the side that must object in time. */
  | 'deemed'
  /** A change of control of the side (its sale, merger or new owners): `who` is the side whose control changes. */
  | 'controlChange'
  /** A warranty stated without a modal ("Licensor represents and warrants that the Titles ... do not infringe"). */
  | 'warrants';

export interface Signal {
  kind: SignalKind;
  who: Who;
  /** Offsets into the sentence. */
  at: number;
  end: number;
  soft?: boolean;
}

const READINGS = literalIndex(READING_PATTERNS);

/** Each match of `re` in `s`; none when the sentence lacks every literal a match holds (`may`). */
function scan(re: RegExp, s: string, may: MayMatch, f: (m: RegExpExecArray) => void): void {
  if (!may(re)) return;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null) {
    f(m);
    if (m[0].length === 0) re.lastIndex++;
  }
}

/**
 * Whose liability a cap limits: the party named just before the last "liability" ahead of the limit
 * ("in the event Company incurs ... other liabilities ..., Licensor's liability to Company shall not
 * exceed" limits the Licensor's), or in "liability of X", never the claimant of "liability to X".
 * Both sides named as owners ("Nortel's liability to Entrust, and Entrust's liability to Nortel") make it mutual.
 */
function capOwner(s: string, ms: Mention[], m: RegExpExecArray): Who {
  const owners = new Set<Who>();
  let last: Who = 'none';
  for (const x of m[0].matchAll(/liabilit|damages/gi)) {
    const lia = m.index + x.index;
    const before = lastBefore(ms, lia, 40);
    const of = firstAfter(ms, lia, 30);
    const who =
      before && !crosses(s, before.end, lia)
        ? before.who
        : of && /^\w*\s+(?:of|by)\s+(?:the\s+)?$/i.test(s.slice(lia, of.at))
          ? of.who
          : 'none';
    if (who === 'none' && last !== 'none') continue;
    last = who;
    if (who !== 'none' && before && /^['’]s?\s/.test(s.slice(before.end, lia))) owners.add(who);
  }
  // "X's aggregate liability to Y for direct loss and damages": the possessor owns it, not the claimant named last.
  if (owners.size === 1) return [...owners][0]!;
  return owners.has('self') && owners.has('other') ? 'mutual' : last;
}

/** The verbs of the irregular participles a passive promise is read from ("shall be paid by Licensee"). */
const PARTICIPLES: Record<string, string> = {
  paid: 'pay',
  made: 'make',
  given: 'give',
  borne: 'bear',
  held: 'hold',
  kept: 'keep',
  sent: 'send',
  taken: 'take',
};

/** The last promise read so far in the sentence (its modality and verb class), for a modal joined to it. */
function lastModal(out: readonly Signal[]): Signal | undefined {
  for (let i = out.length - 1; i >= 0; i--) if (out[i]!.kind.includes(':') || out[i]!.kind === 'benefit') return out[i];
  return undefined;
}

/** `may`: the sentence's literal scan, when the caller has made one over READING_PATTERNS among others. */
export function readSentence(sides: Sides, s: string, may: MayMatch = READINGS(s)): Signal[] {
  const ms = mentions(sides, s);
  const out: Signal[] = [];
  scan(MODAL, s, may, (m) => {
    const word = m[0].toLowerCase();
    let rest = s.slice(m.index + m[0].length, m.index + m[0].length + 160);
    if (notAPromise(s, ms, m.index, m[0], rest)) return;
    // "In no event shall Licensor be liable": the subject follows the modal.
    let who = subjectAt(s, ms, m.index);
    // "Developer shall cease use of the files delivered by DSS and shall deliver them": a modal joined by
    // "and" or "or" shares the subject of the modal before it, whatever party the words between name.
    const prev = lastModal(out);
    // But after a passive read from its agent ("taxes ... shall be paid by Company and shall not be deducted",
    // "This fee shall be fully earned by AGI ... and shall not be refundable"), the joined modal's subject is
    // the thing, not the agent.
    if (prev && /\b(?:and|or)\s+$/i.test(s.slice(Math.max(0, m.index - 5), m.index)) && !crosses(s, prev.end, m.index))
      who = /^\s*(?:not\s+)?be\s+(?:\w+ly\s+)?\w+\s+by\s+[^,;]{1,60}$/i.test(s.slice(prev.end, m.index))
        ? 'none'
        : prev.who;
    // "Distributor shall not market ... without the consent of Erchonia, nor shall they assist": the pronoun
    // after the modal stands for the subject of the promise before it.
    if (
      prev &&
      /\bnor\s+$/i.test(s.slice(Math.max(0, m.index - 5), m.index)) &&
      /^\s+(?:it|they|he|she)\b/i.test(rest)
    ) {
      who = prev.who;
      rest = rest.replace(/^\s+\w+/, '');
    }
    const gap = /^\s+(?:the\s+)?/i.exec(s.slice(m.index + m[0].length, m.index + m[0].length + 8))?.[0].length ?? 0;
    const inverted = firstAfter(ms, m.index + m[0].length, gap);
    // "IN NO EVENT SHALL COMPANY'S AGGREGATE LIABILITY ... EXCEED", "SHALL PIVX'S OR ITS LICENSORS' LIABILITY":
    // the subject is the party's liability (read as a cap below), not a promise of the party.
    if (
      inverted &&
      /^['’]s?\s+(?:(?:and|or)\s+(?:its|their)\s+(?:\w+\s+){0,2}?\w+['’]s?\s+)?(?:(?:total|aggregate|entire|maximum|cumulative|overall)\s+)*liabilit/i.test(
        s.slice(inverted.end, inverted.end + 40),
      )
    )
      return;
    if (inverted && (who === 'none' || NEG_BEFORE.test(s.slice(Math.max(0, m.index - 60), m.index)))) {
      who = inverted.who;
      rest = s.slice(inverted.end, inverted.end + 160);
    }
    // "ANTHEMIC will have no liability whatsoever for": as negative as "will not be liable".
    const neg =
      NEG_AFTER.test(rest) ||
      NEG_BEFORE.test(s.slice(Math.max(0, m.index - 40), m.index)) ||
      FAR_NEG_BEFORE.test(s.slice(Math.max(0, m.index - 140), m.index)) ||
      /^\s*have\s+no\s+(?:liabilit|responsibilit)/i.test(rest);
    if (EXCUL_VERB.test(rest) && neg) {
      out.push({ kind: 'exculpated', who, at: m.index, end: m.index + m[0].length + 40 });
      return;
    }
    // "Cremer shall not be obliged to deliver": not a restriction but the freedom to decline.
    if (neg && NOT_BOUND.test(rest)) {
      out.push({ kind: 'may:refuse', who, at: m.index, end: m.index + m[0].length });
      return;
    }
    // "Emdeon is hereby granted a non-exclusive right", "is hereby authorized and licensed to use": the subject
    // receives the grant.
    if (
      word === 'hereby' &&
      /\b(?:is|are)\s+$/i.test(s.slice(Math.max(0, m.index - 5), m.index)) &&
      /^\s+(?:granted|appointed|licen[cs]ed|authori[sz]ed\s+and\s+licen[cs]ed)\b/i.test(rest)
    ) {
      out.push({ kind: 'grantsTo', who, at: m.index, end: m.index + m[0].length });
      return;
    }
    // "shall be deemed correct": a deeming (read below), not a promise of the subject.
    if (
      /^\s+be\s+deemed\s+(?:to\s+(?:have\s+been|be)\s+)?(?:accepted|approved|correct|final|binding|waived|agreed)\b/i.test(
        rest,
      )
    )
      return;
    const body = rest.replace(/^\s*(?:not|never)\b/i, '');
    const v =
      word === 'hereby'
        ? verbClass(rest)
        : verbClass(/^(?:has|have|reserves?|retains?|is|are)/.test(word) ? rest : body);
    if (word === 'hereby' && v.cls === 'other') return;
    const permissive =
      v.permitted ||
      /^(?:may|can|(?:is|are)\s+(?:entitled|permitted|authori[sz]ed)|(?:has|have)\s+the|reserves?|retains?)/.test(word);
    // "may be terminated by Licensor": a passive promise belongs to the party after "by".
    // Also with adverbs between: "shall be exclusively and solely owned by Service Provider".
    // "services as may from time to time be requested by the Trust": after a relative "as", "which" or
    // "that" the modal has no party for subject, and the agent after "by" acts.
    const passive =
      /^\s*(?:not\s+)?(?:from\s+time\s+to\s+time\s+)?be\s+(?:\w+ly\s+(?:and\s+\w+ly\s+)?)?(\w+ed|made|given|taken|held|paid|sent|set|done|brought|kept|chosen|borne)\b[^.;]{0,80}?\bby\s+(?:the\s+)?/i.exec(
        body,
      );
    const relative = /\b(?:as|which|that)\s+$/i.test(s.slice(Math.max(0, m.index - 7), m.index));
    // "The Consultant will be reimbursed by the Company", "Nantz Communications shall be reimbursed within
    // thirty (30) days": money the party receives, not a duty of it; the payer named after "by" pays.
    const paidTo = PAID_TO.exec(body);
    if (paidTo && (who === 'self' || who === 'other') && !neg && !relative) {
      out.push({ kind: 'benefit', who, at: m.index, end: m.index + m[0].length });
      const payer = passive ? firstAfter(ms, m.index + m[0].length + passive[0].length, 4) : undefined;
      if (payer && payer.who !== who)
        out.push({ kind: 'must:pay', who: payer.who, at: m.index, end: m.index + m[0].length });
      return;
    }
    // "(as such Exhibit may be amended from time to time)", "as such laws may be amended": after a relative
    // a passive with no party as its agent is nobody's promise.
    const thing = THING_RELATIVE.exec(s.slice(Math.max(0, m.index - 40), m.index));
    const nearest = lastBefore(ms, m.index, 40);
    if (
      (relative || (thing && (!nearest || nearest.end <= m.index - thing[0].length))) &&
      !passive &&
      /^\s*(?:not\s+)?(?:from\s+time\s+to\s+time\s+)?be\s+\w+ed\b/i.test(body)
    )
      return;
    // "Any Improvements made by Licensee shall be owned by Licensor": a party named as the agent of a
    // participle before the modal is not its subject; the agent after "by" is.
    const agentBefore =
      passive && /\bby\s+(?:the\s+)?$/i.test(s.slice(Math.max(0, (nearest?.at ?? 0) - 8), nearest?.at ?? 0));
    if (passive && (who === 'none' || who === 'mutual' || relative || agentBefore)) {
      const agent = firstAfter(ms, m.index + m[0].length + passive[0].length, 4);
      // "This fee shall be fully earned by AGI upon the receipt thereof": money the agent keeps, no duty of it.
      if (agent && passive[1]!.toLowerCase() === 'earned' && !neg) {
        out.push({ kind: 'benefit', who: agent.who, at: m.index, end: m.index + m[0].length });
        return;
      }
      if (agent) {
        const pv = verbClass(
          PARTICIPLES[passive[1]!.toLowerCase()] ?? passive[1]!.replace(/ed$/, '').replace(/at$/, 'ate'),
        );
        const modality: Modality = permissive ? (neg ? 'mayNot' : 'may') : neg ? 'mustNot' : 'must';
        out.push({
          kind: `${modality}:${pv.cls === 'other' ? verbClass(passive[1]!).cls : pv.cls}`,
          who: agent.who,
          at: m.index,
          end: m.index + m[0].length,
        });
        return;
      }
    }
    const modality: Modality = permissive ? (neg ? 'mayNot' : 'may') : neg ? 'mustNot' : 'must';
    out.push({
      kind: `${modality}:${v.cls}`,
      who,
      at: m.index,
      end: m.index + m[0].length,
      ...(v.soft ? { soft: true } : {}),
    });
  });
  scan(CAP_RE, s, may, (m) =>
    out.push({ kind: 'capped', who: capOwner(s, ms, m), at: m.index, end: m.index + m[0].length }),
  );
  scan(UNLIMITED_RE, s, may, (m) => {
    const lia = m.index + m[0].search(/liabilit/i);
    const before = lastBefore(ms, lia, 40);
    const of = firstAfter(ms, lia, 30);
    const who = before && !crosses(s, before.end, lia) ? before.who : of ? of.who : subjectAt(s, ms, m.index, 160);
    out.push({ kind: 'unlimited', who, at: m.index, end: m.index + m[0].length });
  });
  scan(DISCLAIM_RE, s, may, (m) =>
    out.push({ kind: 'disclaims', who: subjectAt(s, ms, m.index, 120), at: m.index, end: m.index + m[0].length }),
  );
  const owner = (m: RegExpExecArray, window: number): Who => {
    const after = firstAfter(ms, m.index + m[0].length, window);
    if (
      /\bof\b|\bby\b|\bto\b|\bfor\b/i.test(m[0].slice(-4)) ||
      /^\s*(?:of|by|to|from)\b/i.test(s.slice(m.index + m[0].length, m.index + m[0].length + 6))
    )
      return after?.who ?? 'none';
    // "at Licensor's sole discretion", "Licensor's prior written consent": the possessor comes first.
    const before = lastBefore(ms, m.index, 12);
    return before?.who ?? after?.who ?? 'none';
  };
  scan(DISCRETION_RE, s, may, (m) =>
    out.push({ kind: 'discretion', who: owner(m, 25), at: m.index, end: m.index + m[0].length }),
  );
  scan(CONSENT_RE, s, may, (m) =>
    out.push({ kind: 'consent', who: owner(m, 25), at: m.index, end: m.index + m[0].length }),
  );
  scan(EXPENSE_RE, s, may, (m) => {
    const byWho = /borne|paid/.test(m[0]) ? firstAfter(ms, m.index + m[0].length, 20)?.who : undefined;
    // "at Marketing Affiliate's expense": the party named inside the phrase.
    const inner = ms.find((x) => x.at > m.index && x.end <= m.index + m[0].length);
    const who = byWho ?? inner?.who ?? (/\bits|\btheir/.test(m[0]) ? subjectAt(s, ms, m.index, 200) : owner(m, 10));
    out.push({ kind: 'expense', who, at: m.index, end: m.index + m[0].length });
  });
  scan(BENEFIT_RE, s, may, (m) =>
    out.push({
      kind: 'benefit',
      who: firstAfter(ms, m.index + m[0].length, 20)?.who ?? 'none',
      at: m.index,
      end: m.index + m[0].length,
    }),
  );
  // The rarer readings run only where their key word occurs ("upon", "on" and "by" are everywhere).
  if (/deemed/i.test(s))
    scan(DEEMED_RE, s, may, (m) => {
      const end = m.index + m[0].length;
      const by = /^\s+by\s+(?:the\s+)?/i.exec(s.slice(end, end + 12));
      const unless = /^[^.;]{0,40}?\b(?:unless|until|if|failing\s+which)\s+(?:the\s+)?/i.exec(s.slice(end, end + 60));
      const party = by
        ? firstAfter(ms, end + by[0].length, 0)
        : unless
          ? firstAfter(ms, end + unless[0].length, 0)
          : undefined;
      if (party) out.push({ kind: 'deemed', who: party.who, at: m.index, end });
    });
  // Acceptance by starting to perform ("If Philips commences performance under such Purchase Order") is its own act.
  if (/deemed\s+to\s+have/i.test(s) && !/\b(?:commenc|begin|start)\w*\s+(?:performance|to\s+perform)\b/i.test(s))
    scan(DEEMED_SUBJECT_RE, s, may, (m) =>
      out.push({ kind: 'deemed', who: subjectAt(s, ms, m.index, 60), at: m.index, end: m.index + m[0].length }),
    );
  if (/warrant|represent/i.test(s))
    scan(WARRANTS_RE, s, may, (m) =>
      out.push({ kind: 'warrants', who: subjectAt(s, ms, m.index, 60), at: m.index, end: m.index + m[0].length }),
    );
  if (/assumes/i.test(s))
    scan(ASSUMES_RE, s, may, (m) =>
      out.push({ kind: 'must:bear', who: subjectAt(s, ms, m.index, 60), at: m.index, end: m.index }),
    );
  if (/terminat/i.test(s) && /notice/i.test(s))
    scan(UPON_RE, s, may, (m) => {
      const party = firstAfter(ms, m.index + m[0].length, 0);
      if (party && GIVING_NOTICE.test(s.slice(party.end, party.end + 160)))
        out.push({ kind: 'may:terminate', who: party.who, at: m.index, end: party.end });
    });
  // "This Agreement will terminate automatically upon written notice from Transporter": the side whose notice ends it.
  if (/terminat/i.test(s) && /notice\s+(?:from|given\s+by)\b/i.test(s))
    scan(NOTICE_FROM_RE, s, may, (m) => {
      const party = firstAfter(ms, m.index + m[0].length, 0);
      if (party && TERMINATES_ON_NOTICE.test(s.slice(Math.max(0, m.index - 80), m.index)))
        out.push({ kind: 'may:terminate', who: party.who, at: m.index, end: party.end });
    });
  // "This Agreement shall terminate immediately upon El Pollo Loco's receipt of Developer's notice to
  // terminate": the side whose notice ends it may terminate.
  if (/terminat/i.test(s) && /notice/i.test(s))
    scan(POSSESSIVE_NOTICE_RE, s, may, (m) => {
      const party = lastBefore(ms, m.index, 0);
      if (party && party.who !== 'none' && ENDS_UPON.test(s.slice(Math.max(0, party.at - 100), party.at)))
        out.push({ kind: 'may:terminate', who: party.who, at: party.at, end: m.index + m[0].length });
    });
  const sidesOnly = ms.filter((x) => x.who !== 'none');
  if (/control|substantially\s+all/i.test(s))
    scan(CONTROL_RE, s, may, (m) => {
      const end = m.index + m[0].length;
      // The side named right after "control of", never a subject that follows the phrase.
      const after = /\b(?:of|in|over)\s+(?:the\s+)?$/i.test(m[0]) ? firstAfter(ms, end, 2) : undefined;
      const before = after ? undefined : lastBefore(sidesOnly, m.index, 120);
      const who =
        after?.who ??
        (before && !crosses(s, before.end, m.index) && CONTROL_SUBJECT.test(s.slice(before.end, m.index))
          ? before.who
          : 'none');
      out.push({ kind: 'controlChange', who, at: m.index, end });
    });
  scan(GRANT_RE, s, may, (m) =>
    out.push({
      kind: 'grantsTo',
      who: firstAfter(ms, m.index + m[0].length, 20)?.who ?? 'none',
      at: m.index,
      end: m.index + m[0].length,
    }),
  );
  return out;
}
