/**
 * The review's rules on IP and licences: what the reviewed side grants or assigns, and the limits on
 * what it is granted.
 */
import { both, fam, has, re } from './rule-kit';
import { IP_VEST, selfConsentNear, sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions, type Mention } from './sides';
import { lastBefore } from './subjects';

/**
 * What of a side another may use and the side would want to control: its identity (name, likeness,
 * marks), its information and content, its works and technology. Means of performing ("alternate
 * shipping methods", "third party vendors", "print mail") are none of these.
 */
const OWN_THING =
  /\b(?:names?|likeness(?:es)?|images?|voice|signatures?|autographs?|biograph\w*|photo\w*|logos?|(?:trade|service)?\s?marks?|trade\s?names?|brand\w*|data|information|content|materials?|works?|results|documentation|software|source\s+code|know-how|technolog\w+|inventions?|intellectual\s+property|websites?|specifications)\b/i;
/** The user's own background, built into what it delivers ("may utilize its own proprietary works"). */
const BACKGROUND = /\b(?:proprietary|pre-?existing|background)\b/i;
/** A use confined to a purpose, or one the law compels: the owner keeps control ("solely to promote"). */
const CONFINED =
  /\b(?:solely|only|exclusively)\b|\b(?:required|compelled)\s+(?:to\s+be\s+disclosed\s+)?(?:by|pursuant\s+to|under)\b|\bcourt\s+order\b|\bto\s+the\s+extent\s+(?:reasonably\s+)?necessary\b|\bfor\s+the\s+(?:\w+\s+)?purposes?\b|\bto\s+perform\b|\binternal\s+(?:use|purposes?|business)\b|\brequired\s+to\s+be\s+disclosed\b|\bregulatory\s+filings?\b/i;
/** The side's identity: its name, likeness, marks. */
const IDENTITY = /\b(?:names?|likeness|logos?|(?:trade|service)\s?marks?|marks|trade\s?names?|brand\w*|designation)\b/i;
/** Publicity: a licence of marks for the deal's promotion is what a sponsorship or distribution is for. */
const PROMO = /\b(?:advertis\w*|promot\w*|marketing|publicity|sponsor\w*|endorse\w*)\b/i;
/** What takes a use of the side's identity past the deal: no limit of media, purpose, discretion, pay or time. */
const UNBOUNDED =
  /\bunlimited\b|\b(?:any|all)\s+(?:and\s+all\s+|other\s+)?(?:forms?|media|medium|manner|purposes?|promotional|marketing)\b|\bsole\s+discretion\b|\bwithout\s+(?:any\s+)?(?:compensation|approval|consent|royalt\w*|fee|pay\w*)\b|\bperpetu|\birrevocab|\b(?:termination|expiration|expiry)\b|\bcontinue\s+to\b|\bsurviv/i;
/** The user's own business promoted with the side's name ("on eGain's Web site", "relating to its products"). */
const OWN_PROMOTION =
  /['’]s?\s+(?:own\s+)?(?:products|services|business|web\s?site|customer)|\bits\s+(?:own\s+)?(?:products|services|business|customers)\b/i;
/** The deal's own goods or event, whose promotion is what a licence of marks is for ("in marketing the Products"). */
const DEAL_GOODS = /\b(?:the|those|such)\s+(?:[A-Z][\w-]*\s+){0,2}(?:Products?|Event|Programs?)\b/;
/** The deal's own promotional materials, which the other side is there to display ("may display Marketing Materials"). */
const PROMO_MATERIALS =
  /\b(?:marketing|promotional|advertising|sales)\s+(?:and\s+(?:marketing|promotional|advertising|sales)\s+)?(?:materials?|collateral|literature)\b/i;
/** A denied use read as a right ("TDA does not have the right to use"). */
const DENIED_BEFORE = /\b(?:not|no|never)\s+(?:\w+\s+)?$/i;
/** The end of the clause a use is granted in. */
const CLAUSE_END =
  /[;:]|\.\s|\b[Pp]rovided\s*(?:,|that|however|further|\()|\bsubject\s+to\b|\band\s+that\b|\band\s+(?:the\s+)?[A-Z][\w.&-]*\s+(?:may|shall|will|can)\b/;

/** Every place ownership vests (IP_VEST, or "hereby transfers and assigns"), for a scan. */
const IP_VEST_ALL = new RegExp(
  `${IP_VEST.source}|\\bhereby\\s+(?:irrevocably\\s+)?(?:transfers?|conveys?)\\s+and\\s+assigns?\\b`,
  'gi',
);

/**
 * Ownership stated as a present fact or a present transfer, the owner named next: "belong to the Company",
 * "hereby transfers and assigns to". (IP_VEST reads the future, "shall vest", "will be owned"; "is the
 * property of" what the reviewed side creates is created-ip-to-other's.)
 */
const OWNED_NOW =
  /(?<!\b(?:shall|will|would|to|and)\s)\bbelongs?\s+to\s+(?:the\s+)?|\bhereby\s+(?:irrevocably\s+)?(?:transfers?|conveys?)\s+and\s+assigns?\s+(?:to\s+)?(?:the\s+)?/gi;
/** What the agreement makes: inventions, work product, developments, works of authorship. */
const MADE =
  /\binventions?\b|\bdiscoveries\b|\bimprovements?\b|\bdevelopments?\b|\bwork\s+product\b|\bdeliverables?\b|\bworks?\s+of\s+authorship\b|\bcopyrightable\b|\bintellectual\s+property\b|\bmaterials\b/i;
/** "conceived, developed ... or reduced to practice by CONSULTANT": the party named next made it. */
const MADE_BY =
  /\b(?:made|conceived|developed|created|authored|invented|discovered|prepared|produced|written|designed|reduced\s+to\s+practice)\b[^.;]{0,60}\bby\s+(?:the\s+)?$/i;

/**
 * What the reviewed side makes or holds declared the other side's now ("CONSULTANT's rights in all
 * inventions ... conceived ... by CONSULTANT ... belong to the Company", "Diplomat hereby transfers and
 * assigns to Tadeo"): the reviewed side must be named as the maker or the one that transfers; the other
 * side's own things declared its own are no risk.
 */
function ownedNowByOther(p: RuleInput, ms: Mention[]): number {
  if (!/\b(?:belongs?|hereby)\b/i.test(p.text)) return -1;
  OWNED_NOW.lastIndex = 0;
  for (let m = OWNED_NOW.exec(p.text); m; m = OWNED_NOW.exec(p.text)) {
    const end = m.index + m[0].length;
    if (ms.find((x) => x.at >= end && x.at - end <= 2)?.who !== 'other') continue;
    const sentence = sentenceAround(p.text, m.index);
    // "are the property of Company to the extent ... invoiced and said invoice has been paid": the maker's security.
    if (!MADE.test(sentence.text) || PAID_FOR.test(sentence.text)) continue;
    const before = ms.filter((x) => x.at >= sentence.start && x.end <= m!.index && x.who !== 'none');
    const transfers = /^hereby/i.test(m[0]) && before.at(-1)?.who === 'self' && m.index - before.at(-1)!.end < 40;
    const made = before.some(
      (x) => x.who === 'self' && MADE_BY.test(p.text.slice(Math.max(sentence.start, x.at - 80), x.at)),
    );
    if (transfers || made) return m.index;
  }
  return -1;
}

const possessedBy = (ms: Mention[], text: string, thingAt: number): Mention | undefined => {
  const m = lastBefore(ms, thingAt, 30);
  return m && !/[,;(]/.test(text.slice(m.end, thingAt)) ? m : undefined;
};

/** The reviewed side named as the owner of what is used ("the Sponsor's name", "the name of MBRK") or as
 * what is used ("may reference Customer"), not merely somewhere in the clause ("where Client operates"). */
const ownedOrUsed = (object: string, m: Mention, passive: boolean): boolean =>
  /^['’]s?(?:\s|$)/.test(object.slice(m.end, m.end + 3)) ||
  /\bof\s+(?:the\s+)?$/i.test(object.slice(Math.max(0, m.at - 8), m.at)) ||
  (!passive && /^\s*(?:[\w-]+\s+){1,2}(?:the\s+)?$/.test(object.slice(0, m.at)));

/**
 * The other side's right to use something of the reviewed side's: the clause (after the modal, or before
 * a passive "may be used by") names the reviewed side's thing ("the Sponsor's name, logo", "the
 * Professional's Image") or a thing of the kinds it would control not owned by the user; a use the clause
 * confines to a purpose, subjects to the reviewed side's approval, or that the law compels is the
 * owner's control, and a user's own things are its own unless built into what it supplies.
 */
function otherMayUse(p: RuleInput): number {
  const sides = p.contract.sides;
  for (const s of p.signals) {
    if (s.who !== 'other' || s.kind !== 'may:use') continue;
    const sentence = sentenceAround(p.text, s.at);
    const rest = p.text.slice(s.end, sentence.end);
    const stop = CLAUSE_END.exec(rest);
    const passive =
      /^\s*(?:not\s+)?be\s+(?:\w+ly\s+)?(?:used|utili[sz]ed|reproduced|published|displayed|disclosed|exploited)\b/i.test(
        rest,
      );
    const object = passive
      ? p.text.slice(sentence.start, s.at)
      : p.text.slice(s.end, s.end + Math.min(stop?.index ?? rest.length, 160));
    if (DENIED_BEFORE.test(p.text.slice(Math.max(sentence.start, s.at - 14), s.at))) continue;
    if (/\bonly\s+(?:the\s+)?\S+\s*$/i.test(p.text.slice(Math.max(sentence.start, s.at - 40), s.at))) continue;
    if (CONFINED.test(object) || CONFINED.test(p.text.slice(s.end, s.end + 30))) continue;
    if (
      selfConsentNear(p, s.at) ||
      /\bso\s+that\s+(?:[\w.&-]+\s+){1,3}$/i.test(p.text.slice(Math.max(0, s.at - 40), s.at))
    )
      continue;
    if (/\bbehalf\b/i.test(object)) continue;
    // "Array may use ..., and Ono may use ...": a right both sides have.
    if (
      p.signals.some((x) => x.who === 'self' && x.kind === 'may:use' && x.at >= sentence.start && x.at < sentence.end)
    )
      continue;
    // "Distributor may use the Company Marks in marketing the Products": the licence the deal is for.
    if (IDENTITY.test(object) && DEAL_GOODS.test(object)) continue;
    // "ESSI shall have the right to use the name, image, likeness of Talent in connection with the ESSI product":
    // an endorsement or sponsorship; only a use without limit, or for the user's own business, is raised.
    if (
      IDENTITY.test(object) &&
      PROMO.test(sentence.text) &&
      !UNBOUNDED.test(sentence.text) &&
      !OWN_PROMOTION.test(object)
    )
      continue;
    // "which appearances may include autograph sessions": only a name or mark included is a use.
    const includes = !passive && /^\s*(?:(?:also|be\s+permitted\s+to)\s+)?include\b/i.test(object);
    if (includes && !IDENTITY.test(object)) continue;
    const ms = sides ? mentions(sides, object) : [];
    if (!includes && ms.some((m) => m.who === 'self' && ownedOrUsed(object, m, passive))) return s.at;
    // "Marketing Affiliate may display Marketing Materials at its principal place(s) of business": what it is there to show.
    if (PROMO_MATERIALS.test(object)) continue;
    const thing = (includes ? IDENTITY : OWN_THING).exec(object);
    if (!thing) continue;
    const owner = possessedBy(ms, object, thing.index);
    const theirs =
      owner?.who === 'other' ||
      /^\s*(?:[\w-]+\s+){1,3}(?:its|their|his|her)\s+|\b(?:its|their|his|her)\s+(?:own\s+|respective\s+)?(?:[\w-]+\s+)?$/i.test(
        object.slice(0, thing.index),
      );
    if (!theirs || BACKGROUND.test(object)) return s.at;
  }
  return -1;
}

/** What makes a licence the reviewed side grants reach beyond the deal: it lasts for ever, cannot be revoked,
 * passes on to others (sublicensed, transferred, or the licensed thing itself made available to third parties), or
 * serves any purpose. "Worldwide" or "royalty-free" alone is the ordinary licence. */
const BROAD_GRANT =
  /(?<!non-?\s?)\bperpetual\b(?!\s+(?:and|or)\s+non-?\s?perpetual)|\b(?:irrevocable|unlimited)\b|(?<!non-?\s?)\bsub-?licen[cs](?:e?able)\b(?!\s*\(?\s*(?:solely|only|subject|as\s+(?:provided|permitted|set)|in\s+accordance|to\s+(?:its\s+)?(?:Affiliates|Subsidiaries)))|\bwith\s+(?:the\s+)?right\s+to\s+(?:grant\s+)?sub-?licen[cs]\w*\b(?!\s*\(?\s*(?:solely|only|subject|as\s+(?:provided|permitted|set)|in\s+accordance|to\s+(?:one\s+or\s+more\s+of\s+)?(?:its\s+)?(?:Affiliates|Subsidiaries)))|(?<!non-?\s?|\bor\s|\bnot\s(?:be\s)?)\btransferable\b|\bfor\s+any\s+(?:\w+\s+)?purpose\b|\bmak(?:e|ing)\s+(?:such\s+|the\s+)?(?:[A-Z]\w+\s+)?available\s+to\s+(?:any\s+)?third\s+parties\b/i;
/** A licence the reviewed side is paid for by the use ("a fee-bearing, perpetual ... license"): what it sells. */
const PAID_GRANT = /\b(?:fee|royalty|payment)-?\s?bearing\b/i;

/** A licence, not another grant ("the exclusive and irrevocable right and option to purchase"). */
const LICENCE = /\blicen[cs]e[sd]?\b|\bsub-?licen|\bright\s+to\s+use\b/i;

/** What leaves a licence the reviewed side is granted open to being taken away or running out under it:
 * revocable or terminable at will, or lasting only as long as the licensor's own rights. */
const FRAGILE_GRANT =
  /(?<!non-?\s?|ir)\brevocable\b|\bterminable\b|\bat\s+will\b|\bmay\s+(?:be\s+)?revoke|\b(?:duration|extent)\b[^.;]{0,60}\b(?:has|have|holds?|owns?|controls?)\s+(?:the\s+)?rights?\b/i;

/**
 * A licence of the other side's marks alone ("a ... revocable license to use the Company Marks, solely to identify
 * Company as a supporter", "license to use McDATA's Trademarks ... for the sole purpose of marketing"): the owner's
 * right to withdraw the use of its brand is market standard. What the licence lets the side use is read in the
 * words after "to use"; software, products or content among them make it a licence the side's business runs on.
 */
const MARKS_ONLY_LICENCE =
  /\b(?:licen[cs]e|right)\b[^.;]{0,80}?\bto\s*:?\s*(?:\(\w{1,3}\)\s*)?(?:use|reproduce|publish|display|perform)\b(?:(?!\b(?:software|products?|technology|content|platform|components?|materials|patents?|know-how|listings|titles|programs?|data|services?)\b)[^.;]){0,60}?\b(?:marks|trademarks?|logos?|trade\s?names?|brand\s+features)\b/i;

/** Where `words` occur in the sentence of one of the side's signals of `kind`: the citation's anchor, or -1. */
function inSentenceOf(
  p: RuleInput,
  who: 'self' | 'other',
  kind: RegExp,
  words: RegExp,
  about = /./,
  unless = /(?!)/,
): number {
  for (const s of p.signals) {
    if (s.who !== who || !kind.test(s.kind)) continue;
    const sentence = sentenceAround(p.text, s.at);
    if (!about.test(sentence.text) || unless.test(sentence.text)) continue;
    const m = words.exec(sentence.text);
    if (m) return sentence.start + m.index;
  }
  return -1;
}

/** Words that carry an assignment past what the creator is paid to make. */
const REACH =
  /(?<!\b(?:solely|only|exclusively|specifically|directly)\s)\brelat(?:e|ed|ing|es)\s+to\b|\bin\s+connection\s+with\b|\bregardless\s+of\b|\bwhether\s+or\s+not\b|\bwhether\s+before\s+or\s+after\b|\b(?:before|prior\s+to)\s+(?:or\s+(?:during|after)\s+)?the\s+(?:effective\s+date|term)\b/i;

/** What the reviewed side makes to the other side's product: its modifications, improvements, derivative works. */
const IMPROVEMENTS = /\b(?:modifications?|improvements?|enhancements?|derivative\s+works?)\b/i;
/** A duty to assign (or sign what assigns) IP: "shall assign", "execute any documents necessary to assign". */
const TO_ASSIGN = /\b(?:shall|will|to|and|hereby)\s+(?:irrevocably\s+)?assigns?\b/gi;

/**
 * A grant-back: the reviewed side must assign (or sign what assigns) the IP in its own modifications or
 * improvements ("shall ... execute any documents necessary or appropriate to assign or confirm that all
 * intellectual property rights in any modification or improvement ... are fully vested in Erchonia"),
 * unless what it assigns lands on itself.
 */
function grantBack(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !IMPROVEMENTS.test(p.text)) return -1;
  TO_ASSIGN.lastIndex = 0;
  for (let m = TO_ASSIGN.exec(p.text); m; m = TO_ASSIGN.exec(p.text)) {
    const sentence = sentenceAround(p.text, m.index);
    const after = p.text.slice(m.index, sentence.end);
    if (!IMPROVEMENTS.test(after) || !/\bintellectual\s+property|\bpatent|\bcopyright|\brights?\b/i.test(after))
      continue;
    // The sentence's first duty names who assigns ("Distributor shall promptly inform ... and shall, upon
    // Erchonia's request, execute ... to assign"): a later modal may be read for the party named just before it.
    const duty = p.signals.find((x) => /^must:/.test(x.kind) && x.at >= sentence.start && x.at <= m.index);
    const binds = duty?.who === 'self';
    const to = mentions(sides, after).find((x) =>
      /\b(?:to|in)\s+(?:the\s+)?$/i.test(after.slice(Math.max(0, x.at - 8), x.at)),
    );
    if (binds && to?.who !== 'self') return m.index;
  }
  return -1;
}

/**
 * IP vesting in or assigned to the other side. For a side paid to create (a consultant, a developer)
 * assigning what it is paid for is the bargain: only an assignment whose sentence reaches beyond it is raised.
 */
function ipToOther(p: RuleInput): number {
  if (!fam(p, 'ip-ownership')) return -1;
  const ms = p.contract.sides ? mentions(p.contract.sides, p.text) : [];
  const paidCreator = p.contract.selfSupplies && p.contract.otherPays;
  const now = ownedNowByOther(p, ms);
  if (now >= 0 && (!paidCreator || REACH.test(sentenceAround(p.text, now).text))) return now;
  const vests =
    has(p, 'other', /^must:own$|^may:own$/) >= 0 ||
    has(p, 'other', 'grantsTo') >= 0 ||
    (has(p, 'self', /^must:assign$/) >= 0 && IP_VEST.test(p.text));
  if (!vests) return grantBack(p);
  IP_VEST_ALL.lastIndex = 0;
  for (let m = IP_VEST_ALL.exec(p.text); m; m = IP_VEST_ALL.exec(p.text)) {
    // "Company hereby assigns to ACSI", "shall be owned by Bank of America": what lands on the reviewed side is its gain.
    const end = m.index + m[0].length;
    const to = ms.find(
      (x) =>
        x.at >= end &&
        x.at - end <= 120 &&
        x.who !== 'none' &&
        /(?:^|\b(?:to|in|by)|^\s+of)\s+(?:the\s+)?$/i.test(p.text.slice(end, x.at)),
    );
    if (to?.who === 'self') continue;
    if (!paidCreator || REACH.test(sentenceAround(p.text, m.index).text)) return m.index;
  }
  return -1;
}

/** A right that lasts or passes only while the side pays: "as long as fees are paid", "to the extent ... invoiced and
 * said invoice has been paid", "upon payment in full". */
const WHILE_PAID =
  /\b(?:as|so)\s+long\s+as\b[^.;]{0,60}?\bpaid\b|\bto\s+the\s+extent\b[^.;]{0,200}?\b(?:has|have)\s+been\s+paid\b|\b(?:upon|after|following|subject\s+to)\s+(?:the\s+)?(?:receipt\s+(?:by\s+\S+\s+)?of\s+)?(?:full\s+|final\s+)?payment\b|\bpaid\s+in\s+full\b/gi;
/** WHILE_PAID for a single test. */
const PAID_FOR = new RegExp(WHILE_PAID.source, 'i');
/** Ownership landing on the party named next: "are the property of", "shall be owned by", "shall vest in". */
const OWNED_BY =
  /\b(?:property\s+of|owned\s+by|vest(?:ed|s)?\s+in|belong(?:s)?\s+to|title\s+(?:shall\s+)?pass(?:es)?\s+to)\s+(?:the\s+)?$/i;

/** IP and licences, not goods whose title passes on payment ("Products, components, work-in-process") or shares. */
const CREATED_OR_LICENSED =
  /\bintellectual\s+property|\bwork\s+product|\bworks\b|\bdeliverables?\b|\binventions?\b|\bsoftware\b|\bsource\s+code|\bcomputer\s+programs?|\bcopyrights?\b|\bdesigns?\b|\blicen[cs]e/i;

/**
 * What the reviewed side owns or is licensed passes to it, or lasts, only while it pays: a disputed or late
 * invoice leaves it without the work it commissioned or the licence its business runs on. For the creator or
 * licensor the same words are its security, so the rule reads only rights landing on the reviewed side.
 */
function selfRightsWhilePaid(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !/\bpai?d|\bpayment/i.test(p.text)) return -1;
  WHILE_PAID.lastIndex = 0;
  for (let m = WHILE_PAID.exec(p.text); m; m = WHILE_PAID.exec(p.text)) {
    const sentence = sentenceAround(p.text, m.index);
    if (!CREATED_OR_LICENSED.test(sentence.text)) continue;
    const ms = mentions(sides, sentence.text);
    const owns = ms.some((x) => x.who === 'self' && OWNED_BY.test(sentence.text.slice(Math.max(0, x.at - 40), x.at)));
    const licensed =
      p.signals.some(
        (x) => x.who === 'self' && x.kind === 'grantsTo' && x.at >= sentence.start && x.at < sentence.end,
      ) ||
      (/\blicen[cs]e\b[^.;]{0,80}\b(?:remain\s+in\s+(?:full\s+force\s+and\s+)?effect|continue)/i.test(sentence.text) &&
        ms.some(
          (x) => x.who === 'self' && /\bby\s+(?:the\s+)?$/i.test(sentence.text.slice(Math.max(0, x.at - 8), x.at)),
        ));
    if (owns || licensed) return m.index;
  }
  return -1;
}

export const GRANT_RULES: readonly Rule[] = [
  {
    id: 'self-rights-while-paid',
    family: 'ip-ownership',
    prior: 1.2,
    severity: 'high',
    match: selfRightsWhilePaid,
  },
  // IP and licences
  {
    id: 'ip-to-other',
    family: 'ip-ownership',
    prior: 1.3,
    severity: 'high',
    match: ipToOther,
  },
  {
    id: 'self-grants-broad-licence',
    family: 'licence-scope',
    prior: 0.9,
    severity: 'medium',
    match: (p) => {
      const granted = inSentenceOf(p, 'other', /^grantsTo$/, BROAD_GRANT, LICENCE, PAID_GRANT);
      return granted >= 0 ? granted : inSentenceOf(p, 'self', /^must:grant$/, BROAD_GRANT, LICENCE, PAID_GRANT);
    },
  },
  {
    id: 'other-may-use',
    family: 'licence-scope',
    prior: 0.9,
    severity: 'medium',
    match: otherMayUse,
  },
  {
    id: 'self-licence-limited',
    family: 'licence-scope',
    prior: 0.7,
    severity: 'medium',
    match: (p) => inSentenceOf(p, 'self', /^grantsTo$/, FRAGILE_GRANT, /./, MARKS_ONLY_LICENCE),
  },
  {
    id: 'other-may-revoke',
    family: 'licence-scope',
    prior: 1.0,
    severity: 'medium',
    match: (p) => {
      const at = has(p, 'other', /^may:(?:terminate|change|suspend|other)$/);
      return at < 0 ? -1 : both(at, re(p, /\brevok|withdraw/i));
    },
  },
];
