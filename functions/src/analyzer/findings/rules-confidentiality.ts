/**
 * The review's rules on how long and how well the reviewed side's information is kept confidential: what
 * a duty of confidence the other side bears says in general, read for the side whose information it protects.
 */
import { parseNumberWord } from '../text';
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions } from './sides';

/**
 * A duty of confidence, not a bare ban on passing on content ("will not disclose ... to any Competitor") nor a
 * clause that merely names trade secrets: "will keep in strict confidence", "shall not ... disclose ... any
 * Confidential Information", "All Confidential Information will ... be held".
 */
const CONFIDENCE =
  /\b(?:keep|kept|hold|held|maintain(?:ed)?|treat(?:ed)?|preserve)\b[^.;]{0,80}?\b(?:confiden\w*|secre(?:t|cy)|in\s+trust)\b|\b(?:not|nor|never)\s+(?:[\w,]+\s+){0,8}?(?:disclose|divulge|reveal|communicate|publish|disseminate)\b[^.;]{0,120}?\b(?:confidential|proprietary|secret)|\bConfidential\s+Information\b[^.;]{0,120}?\b(?:be\s+)?(?:held|kept|maintained|treated)\b/i;

/** Words of confidence anywhere: a heading ("Inventions and Proprietary Information"). */
const CONFIDENTIAL_WORDS = /\bconfiden|\bproprietary\s+information\b|\btrade\s+secrets?\b/i;

/** The duty lasts as long as the relationship: "as long as he works for the Company", "during the term of his engagement". */
const WHILE_ENGAGED =
  /\b(?:[Aa]s|[Ss]o)\s+long\s+as\s+(?:he|she|it|they|(?:the\s+)?[A-Z][\w.&-]*)\s+(?:works?|is\s+(?:employed|engaged|retained)|remains?\s+(?:employed|engaged|retained)|provides?\s+services)\b|\b[Dd]uring\s+(?:the\s+(?:term|period|course)\s+of\s+)?(?:his|her|its|their|the\s+[A-Z][\w.&-]*['’]s?)\s+(?:employment|engagement|services)\b/g;
/** The duty lasts for the term: "during the term of this Agreement", "during the Term". */
const DURING_TERM = /\bduring\s+the\s+(?:initial\s+)?term\b(?:\s+of\s+(?:this|the)\s+(?:Agreement|Contract))?/gi;
/** A tail after the term with a stated length: "and for a period of three years thereafter", "and for one (1) year after termination". */
const TAIL =
  /^\s*,?\s*(?:and|or)\s+(?:for\s+)?(?:a\s+(?:further\s+)?period\s+of\s+)?([a-z]+(?:[\s-][a-z]+)?\s*(?:\(\s*\d{1,3}\s*\))?|\d{1,3})\s*(years?|months?)\s+(?:thereafter|after|following|from|subsequent)/i;
/** A tail with no end: "and thereafter", "or at any time after its termination", "both during ... and after". */
const NO_END_TAIL =
  /^[^.;:]{0,40}?\b(?:and|or)\s+(?:at\s+)?(?:any\s?time\s+)?(?:thereafter|after(?:wards)?\b|following|subsequent|for\s+so\s+long\s+as|until)|^[^.;:]{0,80}\bsurviv/i;
/** "exposed to during the Term", "received ... during the term": the term says when information comes, not how long it is kept. */
const RECEIVED_BEFORE =
  /\b(?:exposed\s+to|receive[sd]?|disclosed|obtained|learn(?:s|ed|t)?|acquired|provided|furnished|communicated|made\s+available|develop(?:s|ed)?|except(?:\s+for)?)\b[^.;]{0,60}$/i;
/** The sentence keeps the duty past the term anyway ("at all times during or subsequent to the performance"), or
 * protects others' information ("proprietary information ... of any former employer"). */
const NOT_SHORT =
  /\bat\s+all\s+times\b|\b(?:or|and)\s+(?:at\s+any\s?time\s+)?(?:subsequent\s+to|after(?:wards)?|following)\s+(?:the\s+|its\s+|such\s+)?(?:performance|termination|expiration|expiry|term)\b|\bformer\s+(?:or\s+current\s+)?employers?\b|\bof\s+(?:any\s+)?(?:third\s+part(?:y|ies)|others)\b/i;
/** The passage protects trade secrets, or everything, for longer: "for so long as it remains a trade secret", "indefinitely". */
const LONGER_FOR_SECRETS =
  /\btrade\s+secrets?\b[^.;]{0,160}\b(?:so|as)\s+long\s+as\b|\b(?:so|as)\s+long\s+as\b[^.;]{0,80}\btrade\s+secrets?\b|\bindefinite|\bperpetu|\bin\s+perpetuity\b/i;

/** The longest tail after the term a lawyer for the disclosing side would still call short: five years. */
const SHORT_TAIL_MONTHS = 60;

/** How the duty of confidence in a sentence is bounded: it ends with the term or the engagement, or a few years after. */
export interface ConfidenceEnd {
  at: number;
  /** No time at all after the relationship ends. */
  atEnd: boolean;
}

/**
 * The other side's duty of confidence ends with the term or its engagement, or a short fixed time after
 * ("as long as he works for the Company, the Consultant will keep in strict confidence", "during the
 * term of this Agreement and for a period of three years thereafter"): the reviewed side's information,
 * trade secrets included, is then free to use or disclose. A duty both sides bear, one with no end
 * after the term, or a passage that keeps trade secrets protected for longer is not raised.
 */
export function otherConfidenceEnds(p: RuleInput): ConfidenceEnd | undefined {
  if (!p.families.has('confidentiality') || LONGER_FOR_SECRETS.test(p.text)) return undefined;
  for (const re of [WHILE_ENGAGED, DURING_TERM]) {
    re.lastIndex = 0;
    for (let m = re.exec(p.text); m; m = re.exec(p.text)) {
      const sentence = sentenceAround(p.text, m.index);
      if (RECEIVED_BEFORE.test(p.text.slice(sentence.start, m.index)) || NOT_SHORT.test(sentence.text)) continue;
      const after = p.text.slice(m.index + m[0].length, sentence.end);
      // "CRO agrees that during the term ... thereafter:" leads in the duties listed after it.
      const leadIn = /^[^.;:]{0,60}:/.test(after);
      // The lead-in's duties may run past the passage: its confidentiality words (a heading) then say what it leads in.
      if (!CONFIDENCE.test(sentence.text) && !(leadIn && CONFIDENTIAL_WORDS.test(p.text))) continue;
      const inSentence = p.signals.filter(
        (s) => s.at >= sentence.start && s.at < sentence.end && /^(?:must|mustNot):/.test(s.kind),
      );
      // The other side alone is bound: a duty each side bears protects both alike.
      if (!inSentence.some((s) => s.who === 'other') || inSentence.some((s) => s.who === 'self' || s.who === 'mutual'))
        continue;
      const tail = TAIL.exec(after);
      if (tail) {
        const n = parseNumberWord(tail[1]!.trim().replace(/\s+/g, '-'));
        const months = n === undefined ? undefined : /^month/i.test(tail[2]!) ? n : n * 12;
        if (months !== undefined && months <= SHORT_TAIL_MONTHS) return { at: m.index, atEnd: false };
        continue;
      }
      if (NO_END_TAIL.test(after)) continue;
      return { at: m.index, atEnd: true };
    }
  }
  return undefined;
}

/** The definition of the protected information: "\"Confidential Information\" means", "Proprietary Information shall include". */
const DEFINED =
  /\b(?:Confidential|Proprietary)\s+Information["”]?\)?\s+(?:means|shall\s+mean|includes?|shall\s+include|shall\s+be\s+deemed\s+to\s+include)\b/g;
/** What a side already holds or makes itself: "known by", "in the possession or control of", "developed by". */
const HELD_BY =
  /\b(?:known\s+(?:by|to)|in\s+the\s+possession\s+(?:or\s+control\s+)?of|possessed\s+by|developed\s+by|acquired\s+by|learned\s+by|conceived\s+by|created\s+by)\s+(?:the\s+)?$/i;
/** A carve-out or a time that confines what is held: "does not include information ... known by", "prior to disclosure". */
const CARVE_OUT =
  /\b(?:not\s+include|exclud\w*|except|other\s+than|does\s+not|shall\s+not|prior\s+to|previously|independently|at\s+the\s+time\s+of|already|lawfully|rightfully)\b/i;
/** The reviewed side discloses what is defined: the definition protects it. */
const DISCLOSED_BY = /\b(?:disclosed|provided|furnished|supplied|delivered)\s+by\s+(?:the\s+)?$/i;

/**
 * The other side's confidential information defined to take in what the reviewed side already knows or holds
 * itself ("information disclosed to the Contractor, known by the Contractor or developed by the Contractor",
 * "any information ... in the possession or control of Consultant on the Effective Date"): its own know-how
 * becomes information it may not use. A definition's carve-out for what it knew before is its protection.
 */
function selfKnowledgeConfidential(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !/\bInformation\b/.test(p.text)) return -1;
  DEFINED.lastIndex = 0;
  for (let d = DEFINED.exec(p.text); d; d = DEFINED.exec(p.text)) {
    const sentence = sentenceAround(p.text, d.index);
    const from = d.index + d[0].length;
    const ms = mentions(sides, p.text.slice(from, sentence.end));
    if (ms.some((m) => m.who === 'self' && DISCLOSED_BY.test(p.text.slice(from, from + m.at)))) continue;
    for (const m of ms) {
      if (m.who !== 'self') continue;
      const before = p.text.slice(from, from + m.at);
      if (HELD_BY.test(before.slice(-60)) && !CARVE_OUT.test(before)) return from + m.at;
    }
  }
  return -1;
}

/**
 * The reviewed side's customers named in a list: "a complete list of all clients", "lists of existing customers",
 * "customer lists", "the names and addresses of its customers". Not "Customer Data" or "customer information": a
 * defined body of data whose owner the contract states elsewhere, or records kept for the services.
 */
const CUSTOMER_LIST =
  /\blists?\s+of\s+(?:all\s+)?(?:its\s+|the\s+|their\s+)?(?:(?:existing|current|active)\s+)?(?:customers|clients|subscribers|end[\s-]users|purchasers)\b|\b(?:customer|client|subscriber|end[\s-]user|purchaser)\s+(?:lists?|names|contact\s+(?:details|information))\b|\bnames\s+(?:and\s+addresses\s+)?of\s+(?:all\s+)?(?:its\s+|the\s+|their\s+)?(?:customers|clients|subscribers|end[\s-]users|purchasers)\b/i;
/** Handing over, right after the modal: "will provide", "shall, upon request, deliver". */
const HAND_OVER =
  /^\s*,?\s*(?:(?:also|promptly|thereafter|upon\s+(?:written\s+)?request(?:\s+from\s+[\w.&-]+)?|on\s+an?\s+\w+\s+basis),?\s+){0,3}(?:provide|deliver|furnish|submit|send|forward|give|disclose|supply|make\s+available)\b/i;
/** The handed-over list confined or protected ("solely for", "in aggregated form", "kept confidential"), or data the
 * contract declares the receiver's own ("Customer Data is and shall remain the property of TAG"). */
const LIST_GUARDED =
  /\b(?:solely|only|exclusively)\s+(?:for|to|in)\b|\baggregate|\banonymi[sz]|\bconfidential|\b(?:is|are|be|remain)\s+(?:and\s+shall\s+remain\s+)?(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?)?property\s+of\b/i;

/**
 * The reviewed side must hand its customer list to the other side ("ABW will provide a complete list of all
 * clients ... with each payment", "Distributor shall provide Airspan with lists of existing customers"): its
 * customer base, the asset a distributor or reseller builds, passes to a party free to sell to those customers
 * itself, with nothing in the clause limiting what it may do with them.
 */
function selfHandsOverCustomers(p: RuleInput): number {
  if (!CUSTOMER_LIST.test(p.text) || LIST_GUARDED.test(p.text)) return -1;
  for (const s of p.signals) {
    if (s.who !== 'self' || !/^must:/.test(s.kind)) continue;
    const sentence = sentenceAround(p.text, s.at);
    const after = p.text.slice(s.end, sentence.end);
    const list = CUSTOMER_LIST.exec(after);
    if (HAND_OVER.test(after) && list && list.index < 120) return s.at;
  }
  return -1;
}

export const CONFIDENTIALITY_RULES: readonly Rule[] = [
  {
    id: 'other-confidentiality-ends',
    family: 'confidentiality',
    prior: 0.9,
    severity: 'medium',
    match: (p) => otherConfidenceEnds(p)?.at ?? -1,
    // With no time after the term at all, the information is free the day the relationship ends.
    harsher: (p) => otherConfidenceEnds(p)?.atEnd ?? false,
  },
  {
    id: 'self-knowledge-confidential',
    family: 'confidentiality',
    prior: 0.9,
    severity: 'medium',
    // The risk lies in a definition: a passage that only defines terms is still read.
    despite: ['definition'],
    match: selfKnowledgeConfidential,
  },
  {
    id: 'self-hands-over-customers',
    family: 'confidentiality',
    prior: 0.8,
    severity: 'medium',
    match: selfHandsOverCustomers,
  },
];
