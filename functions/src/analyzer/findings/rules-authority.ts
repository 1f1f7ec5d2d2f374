/**
 * Whose name and whose paper, read for the reviewed side: the other side empowered to act, sign or contract
 * in the reviewed side's name (an agent or attorney it answers for), and the reviewed side bound by the
 * other side's own policies, manuals or standard terms, which that side writes, keeps and can change.
 * PERFORMANCE_RULES (rules-performance.ts) carries them into the judge; explain-duties.ts holds their words.
 */
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { sideNamed, type Who } from './sides';

/**
 * The words between the verb and the role may name the appointee in full: "authorizes International Direct
 * Response, Inc., a Pennsylvania Corporation, ... to be its true and lawful representative and agent". A period
 * ends the sentence there only when it does not close an abbreviation (Inc., Corp., Ltd., Co., N.V.).
 */
const NAME_SPAN = String.raw`(?:[^.;]|\.(?=\s*[,(a-z])|(?<=\b(?:Inc|Corp|Ltd|Co|Bros|No|St|[A-Z]))\.)`;
/** An appointment as agent or attorney, or an authority to act, sign or contract in another's name. */
const AGENCY = new RegExp(
  String.raw`\b(?:appoint|designate|constitute|authori[sz]e)s?\b${NAME_SPAN}{0,260}?\b(?:as|to\s+be)\s+(?:its|his|her|their|the)?\s*(?:(?:true\s+and\s+lawful|sole|exclusive|non-?exclusive|irrevocable|special)\s+)*(?:(?:sales\s+)?representative\s+and\s+)?(?:agent|attorney(?:-in-fact)?)\b|\b(?:authority|power|authori[sz]ed|empowered)\s+(?:\w+\s+){0,4}?to\s+(?:act|sign|execute|contract|enter\s+into|make\s+(?:contracts|commitments)|bind|incur|conclude)\b[^.;]{0,120}?\b(?:in\s+the\s+name\s+of|on\s+behalf\s+of)\s+`,
  'gi',
);
/** "Nothing in this Agreement shall constitute either party the agent of the other", "has no authority". */
const DENIED = /\b(?:no|not|nothing|neither|nor|never)\b|n['’]t\b/i;

const ADVISER = /^[^.;]{0,20}?\bto\s+(?:advise|assist|consult|solicit|promote|market|introduce)\b/i;
/** "appoints CT Corporation ... as its agent to receive ... service of copies of any summons": a process agent binds no one. */
const PROCESS_AGENT = /^[^.;]{0,20}?\b(?:to\s+(?:receive|accept)|for)\b[^.;]{0,80}?\b(?:service|process|summons)\b/i;

/** The side named last in `s` (the one that appoints or is empowered), or the first (the principal after "of"). */
function nearest(p: RuleInput, s: string, last: boolean): Who | undefined {
  return p.contract.sides && sideNamed(p.contract.sides, s, last ? 'last' : 'first');
}

/**
 * The other side as the reviewed side's agent or attorney: "Lessor hereby appoints the Company ... as the
 * agent of Lessor", "the Company is hereby granted the authority to act ... on behalf of Lessor and in the name
 * of Lessor", "appoints Reseller to be its true and lawful representative and agent". The reviewed side
 * answers to third parties for what the agent signs in its name, within the authority or beyond it.
 */
function otherActsInSelfName(p: RuleInput): number {
  if (!/\b(?:agent|attorney|in\s+the\s+name\s+of|on\s+behalf\s+of)\b/i.test(p.text)) return -1;
  AGENCY.lastIndex = 0;
  for (let m = AGENCY.exec(p.text); m; m = AGENCY.exec(p.text)) {
    const { start } = sentenceAround(p.text, m.index);
    if (DENIED.test(p.text.slice(start, m.index + m[0].length))) continue;
    // "appoint Capital Resources as their agent to advise and assist": an adviser, with no power to bind.
    const after = p.text.slice(m.index + m[0].length, m.index + m[0].length + 120);
    if (ADVISER.test(after) || PROCESS_AGENT.test(after)) continue;
    const before = p.text.slice(start, m.index);
    const end = m.index + m[0].length;
    let principal: Who | undefined;
    let agent: Who | undefined;
    if (/^(?:appoint|designate|constitute|authori[sz]es?\b)/i.test(m[0])) {
      // "Lessor hereby appoints the Company ... as the agent of Lessor": the appointer, unless "agent of" names another.
      const of = /^\s*(?:of|for)\s+/i.exec(p.text.slice(end, end + 8));
      principal = of ? nearest(p, p.text.slice(end + of[0].length, end + of[0].length + 60), false) : undefined;
      principal ??= nearest(p, before, true);
      agent = nearest(p, m[0], false);
    } else {
      principal = nearest(p, p.text.slice(end, end + 60), false);
      agent = nearest(p, before, true);
    }
    if (principal === 'self' && agent === 'other') return m.index;
  }
  return -1;
}

/**
 * The other side's own documents: its policies, manual, guidelines, procedures, rules, standard terms or
 * requirements ("has read, understood and accepted the terms and conditions in UDC's Business Affiliate
 * manual", "subject to VerticalNet's then current advertising policies").
 */
const OTHERS_PAPER =
  /\b(?:comply(?:\s+in\s+all\s+respects)?\s+with|abide\s+by|bound\s+by|accept(?:ed|s)?|adhere\s+to|conform(?:\s+in\s+all\s+respects)?\s+to|subject\s+to|in\s+accordance\s+with|governed\s+by|follow)\b[^.;]{0,40}?\b((?:[\w.&-]+\s+){0,2}?[\w.&-]+)['’]s?\s+(?:(?:then[\s-]current|current|standard|applicable|written|published|general)\s+)*(?:[\w-]+\s+){0,3}?(?:polic(?:y|ies)|manuals?|guidelines|procedures|rules|standards|terms\s+and\s+conditions|requirements|programs?|handbook)\b/gi;
/** Terms the other side can change, or that sit outside the signed document. */
const CHANGEABLE =
  /\bthen[\s-]+(?:current|applicable|prevailing|existing)\b|\bfrom\s+time\s+to\s+time\b|\bas\s+(?:the\s+same\s+)?(?:may\s+be\s+)?(?:amended|updated|modified|revised|changed|supplemented)\b|\bincorporated\s+(?:herein\s+|into\s+this\s+agreement\s+)?by\s+reference\b|\bstandard\s+terms\b|\b(?:located|available|posted|published)\s+(?:at|on)\b|\bhttps?:|\bwww\./i;
/**
 * Standards every licence or site visit carries: how the other side's marks are used and what quality
 * goods bearing them keep, and the safety and security rules of its premises and systems.
 */
const ORDINARY_STANDARD =
  /\b(?:trade\s*marks?|marks|brand(?:ing)?|logos?|quality(?:\s+control)?|safety|security|premises|facilit(?:y|ies)|site\s+rules)\b/i;

function selfBoundByOthersPaper(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !CHANGEABLE.test(p.text)) return -1;
  OTHERS_PAPER.lastIndex = 0;
  for (let m = OTHERS_PAPER.exec(p.text); m; m = OTHERS_PAPER.exec(p.text)) {
    if (sideNamed(sides, m[1]!, 'last') !== 'other') continue;
    const { text: sentence, start } = sentenceAround(p.text, m.index);
    if (!CHANGEABLE.test(sentence) || ORDINARY_STANDARD.test(m[0])) continue;
    // The side bound is the one named before the verb: "Business Affiliate acknowledges ... accepted".
    if (nearest(p, p.text.slice(start, m.index), true) !== 'self') continue;
    return m.index;
  }
  return -1;
}

export const AUTHORITY_RULES: readonly Rule[] = [
  {
    id: 'other-acts-in-self-name',
    family: 'other',
    prior: 0.9,
    severity: 'medium',
    match: otherActsInSelfName,
  },
  {
    id: 'self-bound-by-others-paper',
    family: 'other',
    prior: 0.8,
    severity: 'medium',
    match: selfBoundByOthersPaper,
  },
];
