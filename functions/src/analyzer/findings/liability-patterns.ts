/**
 * What the liability rules (rules-liability.ts and the liability entries of rules-allocation.ts) read
 * in a passage beyond its signals: how far a disclaimer of warranties reaches.
 */
import { onlySelfSupplies } from './rule-patterns';
import type { RuleInput } from './rule-types';
import type { Who } from './sides';

/** The sentence of `text` around offset `at` (a disclaimer is judged by its own sentence, not its paragraph). */
export function sentenceAround(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 400), at);
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('.\n'), before.lastIndexOf(';'));
  const start = stop >= 0 ? at - before.length + stop + 1 : Math.max(0, at - 400);
  const rest = text.slice(at, at + 600);
  const end = rest.search(/\.(?:\s|$)|;/);
  return text.slice(start, end >= 0 ? at + end + 1 : at + rest.length);
}

// "EXPRESS OR IMPLIED", "of any kind", "AS IS", "MAKES NO WARRANTIES TO THE DISTRIBUTOR.": every warranty,
// not only the implied ones a seller commonly disclaims beside its express warranty.
const TOTAL =
  /\bexpress(?:ed)?\s*(?:,|or\b|and\b|warrant|representation)|\bof\s+any\s+(?:kind|nature)\b|["“'‘]?\bas\s+is\b|\bno\s+(?:representations?\s+(?:or|and)\s+)?warrant(?:y|ies)\s*(?:[.;]|to\b|whatsoever\b)/i;
// A carve-out for warranties given elsewhere: "EXCEPT AS EXPRESSLY SET FORTH IN SECTION 6.1", "NO OTHER WARRANTIES".
const SAVE_EXPRESS =
  /\b(?:except|other\s+than|save|apart\s+from|unless)\b[^.;]{0,80}?\b(?:express(?:ly)?|specifically|otherwise|herein|hereunder|(?:this|the)\s+(?:agreement|section)|written\s+warranty|warrant(?:y|ies))|\b(?:no|all|any)\s+other\s+(?:\w+\s+){0,3}?(?:representations?|warrant|guarantee)|\b(?:expressly|specifically)\s+(?:set\s+forth|provided|contained|stated|specified|described)\b|\bbeyond\s+(?:the\s+|those\s+)?(?:\w+\s+){0,2}warrant/i;
// Title and non-infringement: the warranties that keep a third party's claim to what is supplied off the recipient.
const TITLE =
  /\bnon-?\s?infring\w*|\btitle\b|\bwithout\s+infring|\bnot\s+infring|\binfring\w*\s+(?:the\s+)?(?:rights?|intellectual|patent|copyright)/i;
// "RESELLER SHALL MAKE NO REPRESENTATION ... EXCEPT AS AUTHORIZED": a restriction on what a side may say, not a disclaimer.
const PROMISED = /\b(?:shall|will|must|may|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,2}$/i;
// "Licensee accepts this license on an \"as is\" basis", "made available by eGain to Customer \"AS IS\"": the
// party named before "as is" receives what is supplied; the disclaimer is its supplier's.
const RECEIVES =
  /\b(?:accepts?|receives?|takes?)\b[^.;]{0,60}$|\b(?:provided|available|supplied|delivered|furnished|licen[cs]ed)\b[^.;]{0,60}\bto\s+(?:the\s+)?[\w.&-]+(?:\s+[\w.&-]+)?[\s,]*(?:on\s+an?\s+)?["“'‘]?$/i;
// "THIS INDEMNITY ... IS GIVEN IN LIEU OF, AND CISCO DISCLAIMS, ALL WARRANTIES ... OF NON-INFRINGEMENT": the
// infringement risk is carried by an indemnity instead.
const IN_LIEU = /\bindemni\w*[^.;]{0,120}\bin\s+lieu\s+of\b/i;

export interface Disclaimer {
  at: number;
  /** Every warranty, express ones too, with none saved elsewhere. */
  total: boolean;
  /** Title or non-infringement is among what is disclaimed. */
  title: boolean;
}

/** The disclaimers of warranties `who` makes in the passage, with their reach. */
export function disclaimers(p: RuleInput, who: Who): Disclaimer[] {
  const out: Disclaimer[] = [];
  for (const s of p.signals) {
    if (s.kind !== 'disclaims' || s.who !== who) continue;
    if (PROMISED.test(p.text.slice(Math.max(0, s.at - 30), s.at))) continue;
    if (
      /^["“'‘]?\s*as\s+is/i.test(p.text.slice(s.at, s.at + 8)) &&
      RECEIVES.test(p.text.slice(Math.max(0, s.at - 120), s.at))
    )
      continue;
    const sentence = sentenceAround(p.text, s.at);
    // "NEITHER PARTY MAKES ANY REPRESENTATIONS": mutual boilerplate; "may also be sold as is without any
    // blending": no disclaimer at all.
    if (
      !/warrant|represent|guarant|["“'‘]\s*as\s+is|\bas\s+is\s+basis/i.test(sentence) &&
      !/\bAS\s+IS\b/.test(sentence)
    )
      continue;
    if (/\b(?:neither|each|either)\s+party\b/i.test(sentence)) continue;
    out.push({
      at: s.at,
      total: TOTAL.test(sentence) && !SAVE_EXPRESS.test(sentence),
      title: TITLE.test(sentence) && !IN_LIEU.test(sentence),
    });
  }
  return out;
}

/**
 * A disclaimer that leaves the reviewed side without the warranty a lawyer would raise: every
 * warranty where the disclaiming side gives none anywhere in the contract, or title and
 * non-infringement of what the disclaiming side supplies. Disclaiming only the implied warranties
 * (merchantability, fitness, error-free operation) beside express ones is market standard. The
 * offset of the broadest, or -1.
 */
export function broadDisclaimer(p: RuleInput, who: Who): number {
  const total = totalDisclaimer(p, who);
  return total >= 0 ? total : p.contract.otherSupplies ? (disclaimers(p, who).find((d) => d.title)?.at ?? -1) : -1;
}

/** A disclaimer of every warranty by a side that gives none anywhere in the contract: its offset, or -1. */
export const totalDisclaimer = (p: RuleInput, who: Who): number =>
  p.contract.otherWarrants ? -1 : (disclaimers(p, who).find((d) => d.total)?.at ?? -1);

// "liability ... is excluded", "liability ... is limited to intentional misconduct or gross negligence",
// "IS LIMITED TO, AND WILL NOT EXCEED, PRIMECALL'S DIRECT DAMAGES": an exclusion or a fault threshold read
// as a cap; no sum limits the claim, a kind of loss or of fault is taken out of it.
const NOT_A_SUM =
  /\b(?:is|are|be)\s+(?:expressly\s+|hereby\s+)?excluded\b|\blimited\s+to\s+(?:cases?\s+of\s+|instances?\s+of\s+|claims?\s+(?:of|for)\s+|its\s+|their\s+)?(?:\w+\s+){0,2}?(?:gross(?:ly)?\s+negligen|wil+ful|intentional|deliberate|fraud)|\b(?:limited\s+to|exceed),?\s+(?:and\s+(?:will|shall)\s+not\s+exceed,?\s+)?(?:the\s+)?(?:[\w.&-]+['’]s?\s+)?(?:actual\s+|proven\s+)?direct\s+damages\b/i;
// "UTEK shall in no event be liable for any debts or other liabilities of MKOS": not an exclusion of
// liability under the contract, only a statement that one side does not answer for the other's own debts.
const OWN_DEBTS =
  /\bliable\s+for\s+(?:any\s+|the\s+)?(?:debts|obligations|liabilities)\s+(?:or\s+(?:other\s+)?\w+\s+)?(?:of|incurred\s+by)\b/i;

/** A limit that is a real cap of `who`'s liability (a sum or a base), not an exclusion: its offset, or -1. */
export function capOf(p: RuleInput, who: Who): number {
  for (const s of p.signals)
    if (s.kind === 'capped' && s.who === who && !NOT_A_SUM.test(sentenceAround(p.text, s.at))) return s.at;
  return -1;
}

// What an exclusion takes away from the side that would claim: kinds of loss (indirect, lost profits,
// data, "damages of any kind", "any loss or damage"), or the failures it would claim for (delay,
// errors, interruptions, inaccuracy).
const LOSS_KIND =
  /\b(?:indirect|consequential|incidental|special|punitive|exemplary)\b|\b(?:unfulfilled|partially\s+fulfilled)\s+orders\b|\blost\s+(?:profits?|data|revenues?|business|sales)|\bloss\s+of\s+(?:profits?|revenues?|business|data|use|goodwill)|\bcosts?\s+of\s+(?:cover|procurement|substitute)|\bdamages?\s+of\s+any\s+kind|\b(?:any|all)\s+(?:\w+\s+){0,2}?(?:loss(?:es)?|damages?)\b|\bdela(?:y|ys|yed)\b|\berrors?\b|\binterruptions?\b|\binaccura|\baccuracy\b|\bcompleteness\b/i;
// Exclusions a lawyer does not raise: for losses caused by someone's own fault or acts ("caused by the
// negligent acts or omissions of WCC"), or by events beyond control (force majeure, judged elsewhere).
const OWN_FAULT =
  /\b(?:caused\s+by|aris(?:e|es|ing)\s+(?:out\s+of|from)|result(?:s|ing)?\s+from|due\s+to|attributable\s+to|based\s+(?:\w+\s+){0,4}?on)\s+(?:the\s+|any\s+)?(?:[\w'’-]+\s+){0,4}?(?:negligen\w*|acts?|actions?|inaction|omissions?|failure|breach|misconduct|fault|misuse|instructions?|delays?)\b[^.;]{0,20}?\b(?:of|by)\b/i;
const BEYOND_CONTROL =
  /\bbeyond\s+(?:the\s+)?(?:its\s+|their\s+|\w+['’]s?\s+)?(?:reasonable\s+)?control\b|\bforce\s+majeure\b|\bacts?\s+of\s+god\b/i;

/**
 * An exclusion of `who`'s liability that a lawyer for the side that would claim raises: a kind of loss
 * or failure taken out of the claim, or everything but gross fault ("limited to intentional misconduct or
 * gross negligence"). Not the side's own debts, losses the claimant causes, or force majeure. Its offset, or -1.
 */
export function exclusionOf(p: RuleInput, who: Who): number {
  for (const s of p.signals) {
    if (s.who !== who || (s.kind !== 'capped' && s.kind !== 'exculpated')) continue;
    const sentence = sentenceAround(p.text, s.at);
    if (s.kind === 'capped' && NOT_A_SUM.test(sentence)) return s.at;
    if (s.kind === 'exculpated' && answersFor(sentence, LOSS_KIND)) return s.at;
  }
  return -1;
}

// "IN NO EVENT WILL CONTENT PROVIDER BE LIABLE TO COMPANY NOR WILL COMPANY BE LIABLE TO CONTENT PROVIDER": both sides.
const BOTH_WAYS = /\bnor\s+(?:will|shall)\s+(?:the\s+)?[\w.&-]+(?:\s+[\w.&-]+)?\s+be\s+liable\b/i;
// "PivX shall use commercially reasonable efforts to meet delivery dates ... but in no event shall PivX be liable
// for its failure to meet such dates": the performance the other side would claim for.
const FAILURE =
  /\bfail(?:ure|s)?\s+to\s+(?:\w+\s+)?(?:deliver|perform|meet|supply|provide|ship|fill)|\b(?:unfulfilled|partially\s+fulfilled|non-?delivery|short\s+deliver)|\bdelays?\s+in\s+(?:the\s+)?(?:delivery|shipment|supply|performance)/i;

/** Whether an exclusion in `sentence` takes away losses of `kind`, not the other side's debts, own fault or force majeure. */
export const excludesLosses = (sentence: string, kind: RegExp): boolean =>
  kind.test(sentence) && !OWN_DEBTS.test(sentence) && !OWN_FAULT.test(sentence) && !BEYOND_CONTROL.test(sentence);

/** Whether an exclusion in `sentence` takes away what the claiming side would claim (`kind`), not a standard carve-out. */
const answersFor = (sentence: string, kind: RegExp): boolean =>
  excludesLosses(sentence, kind) && !BOTH_WAYS.test(sentence);

/**
 * `who` is not responsible for a failure or delay of its own performance ("in no event shall PivX be
 * liable for its failure to meet such dates"): its offset, or -1.
 */
export function notAnswerable(p: RuleInput, who: Who): number {
  for (const s of p.signals)
    if (s.kind === 'exculpated' && s.who === who) {
      const sentence = sentenceAround(p.text, s.at);
      if (answersFor(sentence, FAILURE)) return s.at;
    }
  return -1;
}

// A cap that does name whose liability it limits, though the reading could not tell the side: both
// ("EACH PARTY'S", "the indemnifying party's"), a name the reading missed ("WGT'S LIABILITY"), or a debt
// limit that is no liability cap ("Liens securing liabilities in an aggregate amount not to exceed").
const OWNED_CAP =
  /\b(?:each|either|neither|any|the\s+other|the\s+indemnifying|the\s+breaching)\s+part(?:y|ies)\b|\bthe\s+parties\b|\b(?:its|their)\s+(?:\w+\s+){0,2}liabilit|[A-Za-z][\w&.-]*['’]s?\s+(?:(?:total|aggregate|entire|maximum|cumulative|overall)\s+)*liabilit|\bliens?\b/i;

/** A cap on liability under the contract that names no party: its offset, or -1. */
export function unownedCap(p: RuleInput): number {
  for (const s of p.signals)
    if (s.kind === 'capped' && s.who === 'none') {
      const sentence = sentenceAround(p.text, s.at);
      if (!OWNED_CAP.test(sentence) && !NOT_A_SUM.test(sentence)) return s.at;
    }
  return -1;
}

// The clause a warranty signal introduces, to its end (";", a sentence end, or 300 characters).
const clauseFrom = (text: string, at: number): string => {
  const rest = text.slice(at, at + 300);
  const end = rest.search(/;|\.(?:\s|$)/);
  return end >= 0 ? rest.slice(0, end) : rest;
};
// A warranty qualified by the warrantor's knowledge or by materiality is not absolute.
const QUALIFIED =
  /\bknowledge\b|\bbelief\b|\baware\b|\bbest\s+of\b|\bmaterial(?:ly)?\s+(?:respects|adverse)|\breasonabl[ey]\b/i;
const NO_INFRINGEMENT =
  /\b(?:do(?:es)?|will|shall)\s+not\s+(?:and\s+(?:will|shall)\s+not\s+)?(?:\w+\s+)?(?:violate\s+or\s+infringe|infringe|misappropriate)|\bnon-?\s?infring|\bfree\s+(?:of|from)\s+(?:any\s+)?(?:claims?\s+of\s+)?infringement/i;
// Said of what is supplied ("the Content complies with all applicable laws", "manufactured in accordance
// with GMP"), not the party's own covenant to obey the law in its conduct ("it shall comply with all
// Applicable Laws"), which is boilerplate.
const ALL_LAWS =
  /\b(?:products?|goods|content|deliverables?|works?|materials?|software|units?|quantities)\b[^.;]{0,80}?\b(?:compl(?:y|ies)|conform)\s+(?:\w+\s+){0,4}?with\s+(?:any\s+and\s+)?all\b|\b(?:manufactured|produced|made|packaged|labell?ed)\s+(?:\w+\s+){0,2}?in\s+(?:compliance|accordance)\s+with\s+(?:c?GMP|all\b|applicable\s+law)/i;

// "represents and warrants that (i) ...; (ii) ...; and (iii) the Licensed IP does not infringe": a list of
// warranties in one sentence, each limb after ";" a warranty of its own under the same lead-in.
const LIST_LIMB = /^;\s*(?:and\s+|or\s+)?\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s/i;
const LIST_END = /\.(?=\s+[A-Z(]|\s*$)/;

/**
 * A warranty `who` gives, unqualified by knowledge, whose content matches `what`: the offset of the
 * warranty, or of the later limb of its list that says it, or -1. A qualifier in the lead-in ("to its
 * knowledge, (i) ...") qualifies every limb.
 */
function absoluteWarranty(p: RuleInput, who: Who, what: RegExp): number {
  for (const s of p.signals) {
    if (s.who !== who || (s.kind !== 'warrants' && s.kind !== 'must:warrant')) continue;
    const clause = clauseFrom(p.text, s.at);
    if (QUALIFIED.test(clause.slice(0, clause.search(/\(\s*(?:i|a|1)\s*\)|$/i)))) continue;
    if (what.test(clause) && !QUALIFIED.test(clause)) return s.at;
    const rest = p.text.slice(s.at + clause.length, s.at + 1500);
    const end = rest.search(LIST_END);
    const list = end >= 0 ? rest.slice(0, end) : rest;
    for (let i = 0; i >= 0 && i < list.length;) {
      if (!LIST_LIMB.test(list.slice(i))) break;
      const next = list.indexOf(';', i + 1);
      const limb = list.slice(i + 1, next >= 0 ? next : list.length);
      if (what.test(limb) && !QUALIFIED.test(limb)) return s.at + clause.length + i + 1 + /^\s*/.exec(limb)![0].length;
      i = next;
    }
  }
  return -1;
}
// "The Titles, Materials and Licensor Marks will not violate or infringe any ... right of any person": one limb
// of a warranty list whose subject is what is supplied, not a party's covenant not to infringe in its conduct.
const THING_BEFORE =
  /\b(?:titles?|materials?|marks?|products?|software|content|deliverables?|works?|technology|programs?|designs?)\s*$/i;
const NOT_WARRANTED =
  /\bno\s+(?:\w+\s+)?(?:representations?|warrant)|\bnot\s+(?:represent|warrant|guarantee)|\bdisclaim/i;
const SUPPLIED_WONT_INFRINGE = /^\s*(?:not\s+)?(?:violate\s+or\s+)?infringe\b/i;

/** A limb saying what `who` supplies will not infringe, unqualified: its offset, or -1 (no party named: the sole supplier's). */
function thingWontInfringe(p: RuleInput, who: Who): number {
  for (const s of p.signals) {
    if (!/^mustNot:/.test(s.kind)) continue;
    const owner = s.who === 'none' && onlySelfSupplies(p) ? 'self' : s.who;
    if (owner !== who || !THING_BEFORE.test(p.text.slice(Math.max(0, s.at - 40), s.at))) continue;
    const clause = clauseFrom(p.text, s.end);
    // "To Client's actual knowledge the use ... shall not infringe", "IGER makes no representation that ...".
    const lead = p.text.slice(Math.max(0, s.at - 600), s.at);
    const sentenceLead = lead.slice(Math.max(lead.lastIndexOf('. '), lead.lastIndexOf('.\n')) + 1);
    if (QUALIFIED.test(sentenceLead) || NOT_WARRANTED.test(sentenceLead)) continue;
    if (SUPPLIED_WONT_INFRINGE.test(clause) && !QUALIFIED.test(clause)) return s.at;
  }
  return -1;
}

/** "Contractor represents and warrants that the Works ... do not infringe": not limited to what it knows. */
export const absoluteNonInfringement = (p: RuleInput, who: Who): number =>
  Math.max(absoluteWarranty(p, who, NO_INFRINGEMENT), thingWontInfringe(p, who));
// "laws and regulations of each of the jurisdictions in which the Terpene Product are ... to be sold or used":
// the laws of every market the buyer chooses, which the supplier neither controls nor knows.
const EVERY_PLACE =
  /\blaws?\b[^.;]{0,120}?\b(?:each|every|all|any)\s+(?:of\s+the\s+)?(?:jurisdictions?|countries|territories|markets)\s+(?:in\s+which|where)\b[^.;]{0,80}?\b(?:sold|used|distributed|marketed|resold|imported)\b/i;
/** "Cremer represents and warrants that all quantities ... were manufactured in accordance with GMP". */
export const absoluteCompliance = (p: RuleInput, who: Who): number =>
  Math.max(absoluteWarranty(p, who, ALL_LAWS), absoluteWarranty(p, who, EVERY_PLACE));

// "(ii) comply with all relevant laws ...", "(d) the Content complies with ... all applicable laws": one limb of
// a list of warranties whose lead-in ("Supplier warrants that the Products shall:") sits in the passage before.
const LIMB = /^\s*\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s/i;

// "(d) the Content complies with and will comply with all applicable laws": what is supplied is the limb's
// subject, not a party's covenant to obey the law in its own conduct ("(b) When shipping, CPDC shall comply").
const THING_COMPLIES =
  /^\s*\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+(?:the\s+|all\s+|each\s+|such\s+)?(?:products?|goods|content|deliverables?|works?|materials?|software|units?)\b[^.;]{0,80}?\b(?:compl(?:y|ies)|conforms?)\s+(?:\w+\s+){0,4}?with\s+(?:any\s+and\s+)?all\b/i;
/**
 * A limb of a warranty list that promises compliance with every law of every place of sale or use, or
 * that what is supplied complies with all laws, with no party named in it: the supplier's warranty,
 * raised for the side that alone supplies. Its offset, or -1.
 */
export function supplierComplianceLimb(p: RuleInput): number {
  if (!p.contract.selfSupplies || p.contract.otherSupplies || !LIMB.test(p.text)) return -1;
  if (p.signals.some((s) => s.who === 'self' || s.who === 'other')) return -1;
  const first = p.text.slice(0, 400);
  if (QUALIFIED.test(first)) return -1;
  const m = EVERY_PLACE.exec(first) ?? THING_COMPLIES.exec(first);
  return m ? m.index : -1;
}

// "due solely to defects in Terpene Product", "only if the claim ... is in no way related to PCQ": an
// indemnity that any contributing cause defeats.
const SOLE_CAUSE =
  /\b(?:due|caused|attributable|resulting|arising)\s+(?:\w+\s+)?solely\b|\bsolely\s+(?:\w+\s+)?(?:caused|due|attributable|as\s+a\s+(?:direct\s+)?result|from)\b|\bin\s+no\s+way\s+related\b/i;
const INDEMNITY_SUBJECT = /\bindemni\w*\s+(?:obligations?\s+)?(?:by|of)\s+(?:the\s+)?[\w.&'’ -]{1,40}$/i;
/** `who` answers for third-party claims only where its cause is the sole one: the offset, or -1. */
export function soleCauseIndemnity(p: RuleInput, who: Who): number {
  for (const s of p.signals)
    if (
      s.who === who &&
      (/^must:(?:indemnify|liable)$/.test(s.kind) ||
        // "Such indemnification by ABW shall only be effective if": the indemnity is the subject.
        (/^must:/.test(s.kind) && INDEMNITY_SUBJECT.test(p.text.slice(Math.max(0, s.at - 70), s.at))))
    ) {
      const sentence = sentenceAround(p.text, s.at);
      if (/\bclaims?\b|\bindemni|\bharmless\b/i.test(sentence) && SOLE_CAUSE.test(sentence)) return s.at;
    }
  return -1;
}

// "The limitation of liability in this Section 15 shall not apply to breaches of Sections 13 and 14",
// "this limitation shall not apply with respect to ... indemnification obligations": claims left uncapped.
const CARVED_OUT =
  /\b(?:limitations?|cap|exclusions?)\b(?:\s+(?:of|on)\s+liability)?[^.;]{0,80}?\b(?:shall|will|does|do)\s+not\s+(?:be\s+)?(?:apply|applicable)\b[^.;]{0,30}?\b(?:to|with\s+respect\s+to|in\s+respect\s+of|for)\b/i;

/** A carve-out from the cap whose uncapped claims (indemnities, named breaches) fall on the side that supplies: its offset, or -1. */
export function uncappedCarveOut(p: RuleInput): number {
  const m = CARVED_OUT.exec(p.text);
  if (!m) return -1;
  const rest = p.text.slice(m.index, m.index + m[0].length + 200);
  const selfOnlySupplies = onlySelfSupplies(p);
  return selfOnlySupplies && /\bindemni|\bbreach|\binfring|\bconfidential/i.test(rest) ? m.index : -1;
}
