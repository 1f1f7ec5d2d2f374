/**
 * Plain-English playbook positions mapped onto the clause checks: "We never accept uncapped
 * liability", "cap at least 12 months of fees", "New York law", "no exclusivity", "no auto-renewal
 * over 30 days' notice", "payment at least 30 days", "mutual indemnity only", "no non-compete
 * binding us", "Focus on termination rights and liability". Each reading is a fixed pattern over
 * the statement; a statement none fits returns no rule and is reported as not checkable.
 */
import { resolveCategory } from '../../../../shared/taxonomy';
import { durationInDays, findDurations, parseNumberWord } from '../text';
import type { Cmp, Rule } from './rule';
import { placesIn } from './places';
import { findTopics } from './topics';

const NEG =
  /\b(?:no|not|never|none|nor|don['’]?t|do\s+not|won['’]?t|will\s+not|cannot|can['’]?t|avoid|reject|refuse|prohibit\w*|forbid\w*|disallow\w*|unacceptable|without)\b/i;
const MIN =
  /\b(?:at\s+least|no\s+less\s+than|not\s+less\s+than|minimum|min\.?|or\s+(?:more|longer|greater|above)|no\s+(?:sooner|earlier)\s+than|not\s+(?:before|sooner\s+than))\b|≥|>=/i;
const MAX =
  /\b(?:at\s+most|no\s+more\s+than|not\s+more\s+than|maximum|max\.?|up\s+to|not\s+(?:to\s+)?exceed\w*|or\s+(?:less|fewer|shorter|below)|no\s+(?:later|longer)\s+than)\b|≤|<=/i;
/** "no auto-renewal over 30 days' notice": what the negation forbids is more than the number. */
const OVER = /\b(?:over|more\s+than|longer\s+than|greater\s+than|exceeding|above|beyond|in\s+excess\s+of)\b/i;
const WE = /\b(?:we|us|our|ours|ourselves)\b/i;
const THEY =
  /\b(?:vendor|supplier|provider|licensor|seller|contractor|consultant|distributor|counterparty|counter-party|they|them|their|other\s+(?:side|party))\b/i;
const WANT = /\b(?:must|should|shall|need|needs|require[sd]?|want|always|only|insist|expect)\b/i;
const FOCUS =
  /^(?:please\s+)?(?:focus|concentrate|pay\s+(?:\w+\s+)?attention|look\s+(?:closely\s+|carefully\s+)?at|prioriti[sz]e|review\s+(?:carefully|closely)|be\s+(?:extra\s+|especially\s+)?careful\s+(?:about|with)|check|flag|highlight|emphasi[sz]e|examine|scrutini[sz]e|we\s+(?:mostly\s+|especially\s+)?care\s+(?:most\s+)?about|(?:our\s+)?(?:main\s+|key\s+)?concerns?\s+(?:is|are))\b/i;

function cmpOf(s: string): Cmp {
  if (MIN.test(s)) return 'min';
  if (MAX.test(s) || (NEG.test(s) && OVER.test(s))) return 'max';
  return 'target';
}

/** The first period in days: "30 days", "thirty (30) days", "net 30", "a 30-day". */
function daysIn(s: string): { days: number; text: string } | undefined {
  const net = /\bnet[\s-]*(\d{1,3})\b/i.exec(s);
  if (net) return { days: Number(net[1]), text: `${net[1]} days` };
  const hyphen = /\b(\d{1,3})-(day|month|year)\b/i.exec(s);
  if (hyphen) {
    const unit = hyphen[2]!.toLowerCase() as 'day' | 'month' | 'year';
    return { days: durationInDays({ value: Number(hyphen[1]), unit }), text: `${hyphen[1]} ${unit}s` };
  }
  const d = findDurations(s)[0];
  return d ? { days: durationInDays(d), text: d.text } : undefined;
}

const COUNT = String.raw`(\d{1,3}|one|two|three|four|five|six|nine|twelve|eighteen|twenty-four|thirty-six)(?:\s*\(\d+\))?`;
/** "12 months of fees", "twelve months' fees", "one year of fees", "annual fees", "2x annual fees". */
function capMonthsIn(s: string): number | undefined {
  const times = /\b(\d+(?:\.\d+)?|one|two|three|four|five)\s*(?:x|×|times)\b/i.exec(s);
  const k = times ? Number(times[1]) || parseNumberWord(times[1]!) || 1 : 1;
  const m = new RegExp(
    String.raw`\b${COUNT}\s*(months?|years?)['’]?\s*(?:worth\s+of\s+|of\s+)?(?:the\s+)?(?:total\s+)?(?:annual\s+)?(?:fees|charges|payments|amounts|contract\s+value|spend|revenue|price)`,
    'i',
  ).exec(s);
  if (m) {
    const n = parseNumberWord(m[1]!.replace('twenty-four', '24').replace('thirty-six', '36')) ?? 0;
    return k * (/year/i.test(m[2]!) ? n * 12 : n);
  }
  if (
    /\b(?:annual|yearly|one\s+year['’]?s?|a\s+year['’]?s?|12-month|twelve-month)\s+(?:fees|charges|contract\s+value|spend|value)\b/i.test(
      s,
    )
  )
    return k * 12;
  if (times && /\bfees\b/i.test(s)) return undefined;
  return undefined;
}

function focusRule(s: string): Rule[] {
  if (!FOCUS.test(s)) return [];
  const topics = findTopics(s);
  return topics.length ? [{ kind: 'topics', topics }] : [];
}

function lawRules(s: string): Rule[] {
  const places = placesIn(s);
  const law = /\blaws?\b|\bgovern\w*/i.test(s);
  const forum = /\bcourts?\b|\bvenue\b|\bforum\b|\bjurisdiction\b|\barbitrat\w*|\bdisputes?\b/i.test(s);
  if (!places.length || (!law && !forum)) return [];
  const out: Rule[] = [];
  if (law) out.push({ kind: 'governing-law', places });
  if (forum) out.push({ kind: 'jurisdiction', places });
  return out;
}

function liabilityRules(s: string): Rule[] {
  if (!/\bcap(?:s|ped)?\b|\bliabilit|\bindemnit/i.test(s)) return [];
  const months = /\bcap|\bliabilit|\blimit/i.test(s) ? capMonthsIn(s) : undefined;
  if (months !== undefined) return [{ kind: 'cap-months', months, cmp: cmpOf(s) }];
  if (/\b(?:uncapped|unlimited|unlimitted)\b/i.test(s) && NEG.test(s)) return [{ kind: 'capped' }];
  if (
    /\bliabilit\w*\b[^.]{0,60}\b(?:capped|limited)\b|\bcap(?:ped)?\s+(?:on\s+)?(?:all\s+|any\s+)?(?:our\s+|of\s+our\s+)?liabilit|\blimit\s+(?:on|to)\s+(?:our\s+)?liabilit/i.test(
      s,
    ) &&
    !NEG.test(s.replace(/\bno\s+(?:less|more)\s+than\b/gi, ''))
  )
    return [{ kind: 'capped' }];
  return [];
}

function indemnityRules(s: string): Rule[] {
  if (!/\bindemn/i.test(s)) return [];
  if (/\bmutual|\breciprocal|\bboth\s+(?:parties|ways|sides)|\bone[\s-]?(?:way|sided)|\bunilateral/i.test(s))
    return [{ kind: 'mutual-indemnity' }];
  if (/\buncapped|\bunlimited/i.test(s) && NEG.test(s)) return [{ kind: 'capped' }];
  if (THEY.test(s) && !NEG.test(s))
    return [{ kind: 'other-indemnifies', ip: /\bip\b|intellectual\s+property|infring|patent|copyright/i.test(s) }];
  if (WE.test(s) && NEG.test(s)) return [{ kind: 'no-self-indemnity' }];
  if (WANT.test(s)) return [{ kind: 'require', category: 'indemnification' }];
  return [];
}

function renewalRules(s: string): Rule[] {
  if (
    !/\bauto(?:matic(?:ally)?)?[\s-]*renew|\bevergreen|\brenew(?:s|al|als)?\s+(?:automatically|by\s+default)|\broll(?:s|ing)?[\s-]?over/i.test(
      s,
    )
  )
    return [];
  const d = daysIn(s);
  if (d && (NEG.test(s) || OVER.test(s) || MAX.test(s) || /\b(?:only\s+(?:if|with|where)|unless|provided)\b/i.test(s)))
    return [{ kind: 'auto-renewal', maxNoticeDays: d.days }];
  return NEG.test(s) ? [{ kind: 'auto-renewal' }] : [];
}

function paymentRules(s: string): Rule[] {
  if (!/\bpa(?:y|id)(?:s|ment|ments|able|ing)?\b|\binvoic|\bnet[\s-]*\d/i.test(s)) return [];
  const d = daysIn(s);
  if (!d) return [];
  return [
    { kind: 'payment-days', days: d.days, text: d.text, cmp: /\bwithin\b/i.test(s) && !MIN.test(s) ? 'max' : cmpOf(s) },
  ];
}

function terminationRules(s: string): Rule[] {
  const tfc =
    /\bterminat\w*[^.;]{0,30}\b(?:for\s+convenience|at\s+will|at\s+any\s+time|for\s+any\s+reason|without\s+cause)|\bfor\s+convenience\b/i.test(
      s,
    );
  if (tfc) {
    if (/\bmutual|\bboth\s+(?:parties|sides)|\beither\s+party|\bsymmetric/i.test(s)) return [{ kind: 'tfc-mutual' }];
    if (THEY.test(s) && NEG.test(s)) return [{ kind: 'no-other-termination-convenience' }];
    if (NEG.test(s) && !WE.test(s)) return [{ kind: 'no-other-termination-convenience' }];
    if (WE.test(s) || WANT.test(s)) return [{ kind: 'self-terminates-convenience' }];
    return [];
  }
  const d = daysIn(s);
  if (/\bcure\b/i.test(s) && d) return [{ kind: 'min-days', what: 'cure', days: d.days, text: d.text }];
  if (/\bnotice\b/i.test(s) && /\bterminat|\bcancel|\bnon-?renewal/i.test(s) && d && cmpOf(s) === 'max')
    return [{ kind: 'max-days', what: 'notice', days: d.days, text: d.text }];
  return [];
}

/** Restrictions that matter only when they bind the reviewed party. */
function restrictionRules(s: string): Rule[] {
  const neg = NEG.test(s) || /\bbinding\s+(?:on\s+)?us\b|\bon\s+us\b/i.test(s);
  if (!neg) return [];
  const out: Rule[] = [];
  const no = (category: string) => out.push({ kind: 'prohibit', category });
  if (/\bexclusiv|\bsole\s+(?:supplier|source|provider|distributor|vendor)/i.test(s)) no('exclusivity');
  if (
    /\bnon[\s-]?compet|\bnot\s+(?:to\s+)?compete|\bcompetition\s+restrict|\brestrictive\s+covenants?|\bcompete\b/i.test(
      s,
    )
  )
    no('non-compete');
  if (/\bnon[\s-]?solicit|\bsolicit|\bpoach|\bno[\s-]?hire\b/i.test(s)) no('non-solicitation');
  if (/\bliquidated\s+damages|\bpenalt(?:y|ies)\b/i.test(s)) no('liquidated-damages');
  if (/\bmost[\s-]favou?red|\bmfn\b/i.test(s)) no('most-favored-nation');
  return out;
}

function otherRules(s: string): Rule[] {
  const d = daysIn(s);
  if (/\bwarrant/i.test(s) && d && (MIN.test(s) || WANT.test(s)))
    return [{ kind: 'min-days', what: 'warranty', days: d.days, text: d.text }];
  if (
    /\b(?:ip|intellectual\s+property|deliverables|work\s+product|inventions|pre-?existing\s+(?:ip|materials))\b/i.test(
      s,
    ) &&
    WE.test(s) &&
    (/\b(?:own|retain|keep|belong)\w*/i.test(s) || (NEG.test(s) && /\bassign/i.test(s)))
  )
    return [{ kind: 'self-keeps-ip' }];
  return [];
}

/** "Require X", "we need an X clause", "no X", "never accept X": a clause type that must or must not be there. */
function presenceRules(s: string): Rule[] {
  const noun = s
    .replace(
      /\b(?:we|our|us|the|a|an|any|all|always|never|no|not|must|should|shall|will|need|needs|require[sd]?|want|include|includes|have|has|contain|contains|accept|acceptable|allowed|clause|clauses|provision|provisions|section|terms?|please|only|be|is|are)\b/gi,
      ' ',
    )
    .replace(/[^A-Za-z\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const category = (noun && resolveCategory(noun)) ?? findTopics(s)[0]?.categories[0];
  if (!category) return [];
  if (NEG.test(s)) return [{ kind: 'prohibit', category }];
  if (WANT.test(s) || /\binclude|\bcontain|\bhave\b/i.test(s)) return [{ kind: 'require', category }];
  return [];
}

const READERS = [
  focusRule,
  lawRules,
  liabilityRules,
  indemnityRules,
  renewalRules,
  paymentRules,
  terminationRules,
  restrictionRules,
  otherRules,
  presenceRules,
];

/** The rules a plain-English statement states; with its heading as context when it has no topic of its own. */
export function readPlain(line: string, context?: string): Rule[] {
  for (const read of READERS) {
    const rules = read(line);
    if (rules.length) return rules;
  }
  if (context)
    for (const read of READERS.slice(1)) {
      const rules = read(`${context}: ${line}`);
      if (rules.length) return rules;
    }
  return [];
}
