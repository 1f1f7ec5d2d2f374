/**
 * The clause families a review judges (liability, indemnity, termination...), recognised in a
 * sentence by their wording, and the cues that make a term harsher or softer ("immediately",
 * "sole discretion", "reasonable"). Family ids match the risk-annotation topics where one exists.
 */
import { literalIndex, type MayMatch } from '../literal-gate';

export type Family =
  | 'liability-cap'
  | 'indemnity'
  | 'warranty'
  | 'termination'
  | 'renewal'
  | 'exclusivity'
  | 'non-compete'
  | 'non-solicit'
  | 'ip-ownership'
  | 'licence-scope'
  | 'confidentiality'
  | 'payment'
  | 'pricing'
  | 'minimum-commitment'
  | 'assignment'
  | 'change-of-control'
  | 'audit'
  | 'insurance'
  | 'liquidated-damages'
  | 'governing-law'
  | 'dispute-resolution'
  | 'data-protection'
  | 'service-levels'
  | 'acceptance'
  | 'most-favoured'
  | 'remedies'
  | 'delivery'
  | 'compliance'
  | 'reporting';

export const FAMILY_WORDS: readonly [Family, RegExp][] = [
  [
    'liability-cap',
    /\bliab(?:le|ility|ilities)\b|\bconsequential\b|\bindirect\b|\bincidental\b|\bpunitive\b|\blost\s+profits\b/i,
  ],
  ['indemnity', /\bindemnif|\bhold\s+(?:\w+\s+){0,3}harmless\b/i],
  ['warranty', /\bwarrant|\bas\s+is\b|\bmerchantab|\bfitness\s+for\s+a\s+particular|\bdefects?\b/i],
  ['termination', /\bterminat|\bcancel/i],
  ['renewal', /\brenew|\bextension\b|\bextend(?:ed)?\s+(?:for|the\s+term)|\bexpir/i],
  [
    'exclusivity',
    /\bexclusiv|\bsole\s+(?:and\s+exclusive\s+)?(?:distributor|supplier|source|provider|agent|licensee)/i,
  ],
  ['non-compete', /\bcompet(?:e|es|ing|itive|itor)/i],
  ['non-solicit', /\bsolicit|\bhire\b|\bemploy\s+(?:or|any)/i],
  [
    'ip-ownership',
    /\bintellectual\s+property|\bownership\b|\btitle\s+(?:to|in)\b|\bwork(?:s)?\s+made\s+for\s+hire|\binventions?\b|\bderivative\s+works?|\bimprovements?\b/i,
  ],
  ['licence-scope', /\blicen[cs]|\bsublicen|\btrademarks?\b|\blogos?\b|\bmarks\b/i],
  ['confidentiality', /\bconfidential|\bnon-?disclosure|\bproprietary\s+information/i],
  [
    'payment',
    /\bpay(?:s|ment|able|ing)?\b|\binvoice|\broyalt|\bcommissions?\b|\breimburs|\bcompensat|\binterest\b|\brefund/i,
  ],
  ['pricing', /\bprices?\b|\bpricing\b|\bfees?\b|\brates?\b|\bcosts?\b|\$\s?\d|\bdiscount/i],
  [
    'minimum-commitment',
    /\bminimum\b|\bforecast|\bquota|\btargets?\b|\bat\s+least\b|\bguaranteed\s+(?:amount|volume|purchase)/i,
  ],
  ['assignment', /\bassign|\bdelegat|\bsubcontract/i],
  [
    'change-of-control',
    /\bchange\s+(?:of|in)\s+control|\bmerger\b|\bacquisition\s+of\b|\bsale\s+of\s+(?:all|substantially)/i,
  ],
  ['audit', /\baudit|\bbooks\s+and\s+records|\binspect|\bexamin/i],
  ['insurance', /\binsurance|\binsured\b/i],
  ['liquidated-damages', /\bliquidated\s+damages|\bpenalt/i],
  ['governing-law', /\bgoverning\s+law|\bgoverned\s+by|\blaws\s+of\s+the\s+State/i],
  ['dispute-resolution', /\barbitrat|\bjurisdiction|\bvenue\b|\bcourts?\b|\bjury\b|\bdisputes?\b/i],
  ['data-protection', /\bpersonal\s+(?:data|information)|\bprivacy|\bdata\s+protection|\bcustomer\s+data/i],
  ['service-levels', /\bservice\s+levels?|\buptime|\bavailability|\bresponse\s+times?|\bservice\s+credits?/i],
  ['acceptance', /\baccept(?:ance|ed)?\b|\breject(?:ion|ed)?\b|\bnon-?conform/i],
  ['most-favoured', /\bmost\s+favou?red|\bno\s+less\s+favou?rable|\bbest\s+price/i],
  ['remedies', /\bremed(?:y|ies)|\binjunct|\bspecific\s+performance|\bequitable\s+relief/i],
  ['delivery', /\bdeliver|\bship(?:ment|ping)?\b|\blead\s+times?/i],
  ['compliance', /\bcomply|\bcompliance|\blaws?\s+and\s+regulations|\bpolicies\b/i],
  ['reporting', /\breports?\b|\bstatements?\b|\brecords?\b/i],
];

export function familiesOf(s: string, may: MayMatch = TOPICS(s)): Family[] {
  return FAMILY_WORDS.filter(([, re]) => may(re) && re.test(s)).map(([f]) => f);
}

/** Wording that makes a term harsher for whoever bears it, or softer. */
export const CUES: readonly [string, RegExp][] = [
  ['sole-discretion', /\bsole\s+(?:and\s+absolute\s+)?discretion|\babsolute\s+discretion/i],
  ['immediately', /\bimmediately\b|\bforthwith\b|\bwithout\s+(?:prior\s+)?notice\b/i],
  [
    'any-time',
    /\bat\s+any\s+time\b|\bfor\s+any\s+(?:or\s+no\s+)?reason\b|\bwithout\s+(?:any\s+)?cause\b|\bfor\s+convenience\b|\bwith\s+or\s+without\s+cause\b|\bfor\s+non-?cause\b|\bno\s+reason\b/i,
  ],
  ['in-no-event', /\bin\s+no\s+event\b|\bunder\s+no\s+circumstances\b/i],
  ['solely', /\bsolely\b|\bentirely\b|\bexclusively\b/i],
  ['any-and-all', /\bany\s+and\s+all\b/i],
  ['non-refundable', /\bnon-?refundable\b|\bnot\s+be\s+refund/i],
  ['perpetual', /\bperpetual|\birrevocabl|\bin\s+perpetuity/i],
  ['waive', /\bwaive|\brelease[sd]?\s+(?:and\s+discharge|from)/i],
  ['unlimited', /\bunlimited\b|\buncapped\b/i],
  ['period', /\b\d+\s*\)?\s*(?:calendar\s+|business\s+|working\s+)?(?:days?|months?|years?)\b/i],
  ['money', /\$\s?\d|\bdollars\b|\bUS\$|\bEUR\b|\b€|\bpercent\b|%/i],
  ['notwithstanding', /\bnotwithstanding\b/i],
  ['without-liability', /\bwithout\s+(?:any\s+)?(?:liability|penalty|obligation)|\bno\s+(?:further\s+)?liability\b/i],
  ['breach', /\bbreach|\bdefault\b|\bfails?\s+to\b/i],
  ['material', /\bmaterial(?:ly)?\b/i],
  ['cure', /\b(?:un)?cure[sd]?\b|\bremed(?:y|ied)\s+(?:such|the|within)|\b(?:un)?remedied\b/i],
  ['reasonable', /\breasonabl[ey]\b/i],
  ['efforts', /\b(?:best|reasonable|diligent)\s+efforts\b|\bcommercially\s+reasonable\b/i],
  ['except', /\bexcept\b|\bprovided,?\s+however\b|\bunless\b/i],
  [
    'blank',
    /\[\s*(?:\*+|_+|\.{3,}|insert|TBD|to be (?:agreed|determined))|_{4,}|\bto\s+be\s+(?:mutually\s+)?(?:agreed|determined|negotiated)\b/i,
  ],
  ['redacted', /\[\*{2,}\]|\*{3,}/],
  [
    'mutual-agreement',
    /\bmutual(?:ly)?\s+(?:agree|agreement|consent)|\bagreed\s+(?:upon\s+)?by\s+(?:both|the)\s+parties/i,
  ],
  ['all-risk', /\ball\s+(?:costs|expenses|risks?|liabilit|claims|losses)/i],
  ['exclusive', /\bexclusive(?:ly)?\b/i],
];

export function cuesOf(s: string, may: MayMatch = TOPICS(s)): string[] {
  return CUES.filter(([, re]) => may(re) && re.test(s)).map(([k]) => k);
}

/** Text that is never a risk by itself: recitals, definitions, notices addresses, boilerplate. */
export const BOILERPLATE: readonly [string, RegExp][] = [
  ['recital', /^\W*(?:WHEREAS|RECITALS?|NOW,?\s+THEREFORE|W\s*I\s*T\s*N\s*E\s*S\s*S\s*E\s*T\s*H)/i],
  [
    'definition',
    /^\W*(?:\d+(?:\.\d+)*\.?\s*)?["“][^"”]{1,60}["”]\s+(?:shall\s+)?(?:mean|means|has\s+the\s+meaning|refers?\s+to|includes?)\b/i,
  ],
  ['counterparts', /\bcounterparts?\b/i],
  ['entire', /\bentire\s+(?:agreement|understanding)\b|\bsupersedes?\s+(?:all\s+)?(?:prior|previous)/i],
  ['severability', /\bsever(?:ab|ed)|\binvalid(?:ity)?\s+or\s+unenforceab|\bunenforceab\w*\s+(?:provision|term)/i],
  ['headings', /\bheadings?\b[^.]{0,60}\b(?:convenience|reference)\b/i],
  // A notices clause says how notices travel; "Notice will be given ... in writing 30 days before such
  // increase" is a term about something else.
  [
    'notices',
    /\bnotices?\b[^.]{0,120}\b(?:addressed|registered|certified|facsimile|e-?mail|courier|deemed\s+(?:given|received|delivered))\b|^\W*(?:[\d.]+\s*)?(?:all|any)\s+notices?\b[^.]{0,60}\bin\s+writing\b/i,
  ],
  [
    'relationship',
    /\bindependent\s+contractors?\b|\bnothing\b[^.]{0,80}\b(?:partnership|joint\s+venture|agency|employment)\b/i,
  ],
  [
    'waiver-clause',
    /\b(?:no\s+)?waiver\s+(?:of\s+)?(?:any\s+)?(?:breach|provision|term)|\bfailure\s+(?:of\s+either\s+party\s+)?to\s+(?:enforce|insist|exercise)/i,
  ],
  ['amendment', /\b(?:amended|modified|changed)\s+(?:only\s+)?(?:by|in)\s+(?:a\s+)?writ/i],
  ['force-majeure', /\bforce\s+majeure\b|\bacts?\s+of\s+god\b/i],
  ['survival', /\bshall\s+survive\b/i],
  ['interpretation', /\bconstrued\b|\binterpretation\b|\bthe\s+singular\b|\bgender\b/i],
];

export function boilerplateOf(s: string, may: MayMatch = TOPICS(s)): string[] {
  return BOILERPLATE.filter(([, re]) => may(re) && re.test(s)).map(([k]) => k);
}

/** Every table of this file indexed by its literals: a sentence is scanned once for all three. */
export const TOPIC_PATTERNS: readonly RegExp[] = [...FAMILY_WORDS, ...CUES, ...BOILERPLATE].map(([, re]) => re);
export const TOPICS = literalIndex(TOPIC_PATTERNS);
