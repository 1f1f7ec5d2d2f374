/**
 * What a promise is about: the verb after a modal ("shall pay", "may terminate", "shall not
 * compete") sorted into the classes a reviewing lawyer weighs. The table is written from what such
 * verbs mean in commercial contracts in general, not from any one contract's wording.
 */
export type VerbClass =
  | 'pay'
  | 'indemnify'
  | 'terminate'
  | 'suspend'
  | 'change'
  | 'audit'
  | 'compete'
  | 'solicit'
  | 'assign'
  | 'own'
  | 'grant'
  | 'decide'
  | 'use'
  | 'provide'
  | 'comply'
  | 'maintain'
  | 'purchase'
  | 'notify'
  | 'warrant'
  | 'liable'
  | 'entitled'
  | 'cooperate'
  | 'promote'
  | 'confidential'
  | 'waive'
  | 'acknowledge'
  | 'bear'
  | 'refuse'
  | 'renew'
  | 'other';

const TABLE: [VerbClass, RegExp][] = [
  // "defend, indemnify and hold harmless" is an indemnity; a bare duty to defend is not (it pays no loss),
  // nor is holding or protecting information ("agrees to hold such information in the same manner").
  // A payment verb joined to one ("agrees to reimburse and indemnify", "shall release, defend, indemnify")
  // makes the promise an indemnity too.
  [
    'indemnify',
    /^(?:indemnif|(?:reimburse|compensate|release|pay)\s*,?\s+(?:and\s+)?(?:defend\s*,?\s+(?:and\s+)?)?indemnif|defend\b(?=[^.;]{0,40}\b(?:indemnif|hold\s+(?:\w+\s+){0,3}harmless))|hold\b(?=[^.;]{0,80}\bharmless)|save\s+(?:and\s+hold\s+)?harmless|protect\b(?=[^.;]{0,80}\b(?:indemnif|harmless|claims?|loss(?:es)?|liabilit|damages)))/,
  ],
  [
    'liable',
    /^(?:be\s+(?:held\s+)?(?:liable|responsible|accountable)|have\s+(?:any\s+)?(?:liabilit|responsibilit)|incur\s+(?:any\s+)?liabilit|be\s+obligated|have\s+(?:any\s+)?obligation)/,
  ],
  [
    'pay',
    /^(?:pay|remit|reimburse|compensate|refund|fund|advance|deposit|invoice|charge|credit|provide\s+(?:the\s+)?(?:consideration|payment|compensation|funds?))/,
  ],
  ['bear', /^(?:bear|be\s+borne|absorb|incur|be\s+solely\s+responsible|assume)/],
  ['terminate', /^(?:terminate|cancel|rescind|end\b|discontinue|withdraw)/],
  // "may withhold its consent" decides a request; "withhold from License Fees applicable withholding taxes"
  // remits a tax: neither holds back what the other side is owed.
  [
    'suspend',
    /^(?:suspend|interrupt|withhold(?!\s+(?:its\s+|their\s+|such\s+)?(?:consent|approval))(?![^.;]{0,60}\btax)|set\s*off|offset|stop|cease\s+(?:to\s+)?(?:supply|deliver|provid))/,
  ],
  ['renew', /^(?:renew|extend)/],
  [
    'change',
    /^(?:modify|amend|change|revise|update|alter|increase|adjust|substitute|replace|vary|raise|decrease|reduce)/,
  ],
  ['audit', /^(?:audit|inspect|examine|verify|review\s+(?:the\s+)?(?:books|records))/],
  [
    'compete',
    /^(?:compete|engage|manufacture|produce|develop|distribute|sell|market|represent|carry|offer|act\s+as|enter\s+into|be\s+(?:engaged|interested))/,
  ],
  ['solicit', /^(?:solicit|hire|employ|recruit|induce|entice|interfere)/],
  ['assign', /^(?:assign|transfer|delegate|pledge|encumber)/],
  [
    'own',
    /^(?:own|retain\s+(?:all\s+)?(?:right|title|ownership)|vest|be\s+(?:the\s+)?(?:sole\s+)?(?:and\s+exclusive\s+)?owner|hold\s+title|acquire\s+(?:any\s+)?(?:right|title))/,
  ],
  ['grant', /^(?:grant|licen[cs]e|permit|allow|authori[sz]e|appoint)/],
  [
    'decide',
    /^(?:approve|consent|determine|decide|elect|choose|designate|specify|require|request|direct|set\b|establish|accept|reject|designate)/,
  ],
  ['refuse', /^(?:refuse|decline|deny|not\s+be\s+obligated)/],
  ['use', /^(?:use|reproduce|publish|disclose|exploit|display|copy|place|include|utili[sz])/],
  ['purchase', /^(?:purchase|buy|order|acquire|procure\s+(?:all|its|the)\s+(?:requirements|products?))/],
  ['maintain', /^(?:maintain|keep|procure|carry|obtain|have\s+in\s+(?:place|force)|secure)/],
  ['comply', /^(?:comply|adhere|conform|follow|observe|abide|meet|satisfy|achieve)/],
  [
    'notify',
    // "shall promptly acknowledge the receipt of such order": a confirmation sent, not an admission.
    /^(?:notify|inform|give|report|advise|submit|send|acknowledge\s+(?:the\s+)?receipt|furnish\s+(?:a\s+)?(?:report|notice)|provide\s+(?:written\s+)?(?:notice|reports?)|provide\s+(?:to\s+[\w.&'’-]+\s+)?(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:reports?|statements?|forecasts?)\b)/,
  ],
  [
    'provide',
    /^(?:provide|deliver|supply|furnish|perform|ship|make\s+available|render|complete|install|support|manufacture|train|host)/,
  ],
  ['warrant', /^(?:represent|warrant|guarantee|covenant|certify)/],
  [
    'entitled',
    /^(?:be\s+entitled|have\s+(?:the\s+)?(?:sole\s+)?(?:right|option|authority)|retain\s+the\s+right|reserve)/,
  ],
  ['cooperate', /^(?:cooperate|assist|consult|negotiate|discuss|agree|work\s+together|meet)/],
  ['promote', /^(?:promote|advertise|endeavou?r|seek|attempt|try)/],
  ['confidential', /^(?:keep|hold|treat)\b[^.;]{0,30}\bconfiden/],
  ['waive', /^(?:waive|release|discharge|forgo|forego|relinquish)/],
  ['acknowledge', /^(?:acknowledge|understand|recogni[sz]e|accept\s+that)/],
];

/** Words between the modal and the verb that do not change what is promised. */
const FILLER =
  /^(?:(?:not|also|only|then|thereafter|promptly|immediately|forthwith|timely|solely|jointly|severally|at\s+all\s+times|(?:during|throughout)\s+the\s+(?:term|life)\s+of\s+(?:this|the)\s+agreement|at\s+any\s+time|at\s+(?:its|their)\s+(?:sole\s+|own\s+)?(?:option|discretion|election|cost|expense)(?:\s+and\s+(?:cost|expense))?,?|in\s+(?:its|their)\s+(?:sole\s+(?:and\s+absolute\s+)?|absolute\s+)?discretion,?|upon\s+(?:written\s+)?notice,?|to|seek\s+to|attempt\s+to|try\s+to|strive\s+to|endeavou?r\s+to|in\s+(?:any|no)\s+event|further|hereby|either|directly|indirectly|(?:be\s+)?required\s+to|be\s+able\s+to|have\s+to|continue\s+to|need\s+to|,)\s+)+/;
/** An efforts promise ("shall use commercially reasonable efforts to deliver") is a softened one. */
// Also "undertake commercially reasonable efforts to", "provide reasonable commercial efforts to".
// And "use its reasonable best efforts to", "make a good faith effort to", "make every reasonable effort to".
const EFFORTS =
  /^(?:use|exercise|make|undertake|employ|provide|devote|apply|exert)\s+(?:all\s+|every\s+|a\s+)?(?:its|their|his|her)?\s*(?:(?:best|commercially|reasonabl[ey]|commercial|diligent|good|faith|and)\s+){1,4}(?:efforts?|endeavou?rs?)\s+to\s+/;

/** "shall endeavour to provide", "will attempt to notify", "shall strive to maintain": a promise only to try. */
const TRIES =
  /^(?:(?:also|further|then|thereafter|promptly|initially|first)\s+)?(?:endeavou?r|attempt|try|strive)\s+to\s/;

export interface VerbReading {
  cls: VerbClass;
  verb: string;
  /** The promise is only to try (best or reasonable efforts). */
  soft: boolean;
  /** "shall have the right to terminate": a permission although the modal is "shall". */
  permitted?: boolean;
}

/** "have the right to", "elect to", "be entitled to": a permission, then the verb that is permitted. */
const PERMISSION =
  /^(?:(?:have|has)\s+(?:the\s+)?(?:sole\s+|exclusive\s+|absolute\s+|unilateral\s+|unlimited\s+|full\s+)?(?:right|rights|option|power|authority)(?:,\s*(?:in|at)\s+its\s+[\w\s]{0,30}?,)?(?:,?\s*\(?\s*(?:but|and)\s+not\s+(?:the\s+)?obligation\s*\)?,?)?\s+(?:to|of)|be\s+(?:entitled|permitted|allowed|free)\s+to|elect\s+to|choose\s+to|opt\s+to|at\s+its\s+(?:sole\s+)?(?:option|discretion|election),?)\s+/;

export function verbClass(after: string): VerbReading {
  const tries = TRIES.test(after.trimStart().toLowerCase());
  let s = after.trimStart().toLowerCase().replace(FILLER, '');
  const permitted = PERMISSION.test(s);
  if (permitted) s = s.replace(PERMISSION, '').replace(FILLER, '');
  const soft = tries || EFFORTS.test(s);
  if (soft) s = s.replace(EFFORTS, '').replace(FILLER, '');
  // "may seek authorisation to change the rates": what is sought is the promise.
  const sought =
    /^(?:seek|apply\s+for|request|obtain)\b[^.;]{0,100}?\bto\s+(change|increase|modify|amend|adjust|raise|terminate|suspend)\b/.exec(
      s,
    );
  if (sought) s = s.slice(sought.index + sought[0].length - sought[1]!.length);
  const verb = s.split(/\s+/)[0] ?? '';
  const base = { verb, soft, ...(permitted ? { permitted } : {}) };
  for (const [cls, re] of TABLE) if (re.test(s)) return { cls, ...base };
  return { cls: soft ? 'promote' : permitted ? 'entitled' : 'other', ...base };
}
