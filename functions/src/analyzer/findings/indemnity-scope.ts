/**
 * How far the reviewed side's own indemnity reaches (the self-indemnifies rule of rules-allocation.ts):
 * an indemnity a lawyer raises, told from one the market gives as a matter of course. Every pattern is
 * bounded and compiled once.
 */
import { sideAt } from './liability-reach';
import { narrowIndemnity } from './rule-patterns';
import type { IndemnityLists, RuleInput } from './rule-types';
import type { Signal } from './readings';

// "any claim for which Erchonia | is obligated to indemnify", "losses as to which the Supplier | shall
// indemnify": a reference back to an indemnity given elsewhere (a defence or settlement procedure), not one.
const REFERS_BACK =
  /\b(?:for|as\s+to|in\s+respect\s+of|under)\s+which\s+(?:the\s+)?[\w.&'’-]+(?:\s+[\w.&'’-]+){0,2}\s*$/i;
// The verb and the words that join it to the protected side: "indemnify and hold harmless", "hold".
const VERB =
  /^[^.;]{0,40}?\b(?:indemnif(?:y|ies)|hold|save|keep|defend|protect)\b(?:\s*,?\s*(?:and|or)?\s*(?:defend|indemnify|hold\s+harmless|save\s+harmless|keep\s+harmless|protect)\b)*\s*(?:harmless\s+)?/i;
// What an indemnity answers for when it answers only for fault: breach, negligence, misconduct, fraud,
// a violation of law, a prohibited act.
const FAULT =
  /\bbreach|\bnegligen|\bmisconduct|\bfraud|\bmisrepresent|\bbad\s+faith|\bnon-?\s?(?:fulfil|perform)|\bnonfulfil|\bdefault\b|\bprohibited\b|\bviolat\w*\s+(?:of\s+)?(?:any\s+)?(?:applicable\s+)?(?:laws?|statutes?|rules?|regulations?)\b/i;
const BREACH = /\bbreach|\bmisrepresent|\bnon-?\s?(?:fulfil|perform)|\bnonfulfil|\bdefault\b|\bprohibited\b/i;
// Claims a third party brings: "any third party claim", "for which it becomes liable or is compelled to pay".
const THIRD_PARTY =
  /\bthird[-\s]+part(?:y|ies)\b|\b(?:becomes?|be\s+held)\s+liable\b|\bcompelled\s+to\s+pay\b|\b(?:brought|asserted|made)\s+(?:against\s+\w+\s+)?by\s+(?:any\s+)?(?:other\s+)?(?:person|party|entity)\b/i;
// What takes an indemnity beyond fault: the side's use, activities, business, products or services,
// infringement, injury, any act or omission, claims merely alleged, losses "in whole or in part" or
// "regardless" of fault, or anything arising under the agreement itself ("arising out of or relating to this
// Agreement"; not "negligence in connection with this Agreement", which is still negligence).
const BEYOND_FAULT =
  /\b(?:use[sd]?|using|operat\w+|activit(?:y|ies)|business|products?|goods|services?|materials|content|web\s?sites?|premises|facilit(?:y|ies)|advertis\w*|endorse\w*|infring\w*|misappropriat\w*|(?:personal|bodily)\s+injur\w*|injur\w*\s+to\s+(?:any\s+)?(?:persons?|property)|death|property\s+damage|combination|modification|exercise|any\s+act(?:ion)?s?\s+(?:or|and)\s+(?:omissions?|failures?)|acts?\s+(?:or\s+omissions?\s+)?of|regardless|whether\s+or\s+not|in\s+whole\s+or\s+in\s+part|termination|tax(?:es)?|withholding|claimed|alleged|allegations?)\b|\b(?:aris\w*|result\w*|relat\w*)\s+(?:(?:out\s+of|from|under|to)\s+)?(?:or\s+(?:\w+\s+){0,3})?(?:this|the)\s+agreement\b/i;

/**
 * An indemnity only for fault that the market gives as a matter of course: for the indemnifying side's own
 * negligence or violation of law, or for third-party claims from its own breach, where the other side
 * indemnifies too. One that pays the other side's own losses from any breach makes every breach an
 * indemnity claim, and is not.
 */
const marketFault = (grounds: string, otherIndemnifies: boolean, lead = ''): boolean =>
  otherIndemnifies &&
  FAULT.test(grounds) &&
  // No limb names a ground that needs no fault and is not qualified by it.
  broadLimb(grounds) < 0 &&
  (THIRD_PARTY.test(lead + grounds) || !BREACH.test(grounds));

// "any Recall of Product to the extent attributable to MediWound's breach", "the use of the Licensed Materials in
// a manner that is not permitted": what is named needs fault too.
const FAULT_QUALIFIED =
  /\b(?:to\s+the\s+extent|only\s+(?:if|where|to\s+the\s+extent)|insofar\s+as)\s+(?:\w+\s+){0,4}?(?:caused|attributable|result\w*|aris\w*|due|based)\s+(?:by|to|from|out\s+of|on|upon)\s+(?:the\s+|any\s+)?(?:actual\s+or\s+alleged\s+)?(?:[\w.&-]+['’]s?\s+)?(?:\w+\s+)?(?:breach|negligen|misconduct|fault|default)|\b(?:not\s+(?:permitted|authori[sz]ed)|unauthori[sz]ed|inappropriate|improper|mis-?use)\b/i;

// "(ii) Any acts done or words spoken": any act at all, not a faulty one.
const ANY_ACT = /\bany\s+acts?\b(?!\s+of\s+(?:gross\s+)?negligen)/i;

// "indemnify the Company ... relating to any obligation imposed by law on the Company to pay any withholding taxes,
// social security ... in connection with compensation received by Consultant", "against any and all such taxes or
// contributions": the indemnifying side's own taxes, which the law puts on it anyway.
const TAX = /\btax(?:es|ation)?\b|\bwithholding\b|\bsocial\s+security\b|\bcontributions?\b/gi;
/** An indemnity for taxes alone: no fault and nothing beyond fault named besides the taxes. */
const taxOnly = (words: string): boolean => {
  const rest = words.replace(TAX, ' ');
  return rest !== words && !FAULT.test(rest) && !BEYOND_FAULT.test(rest) && !ANY_ACT.test(rest);
};

/** The indemnity's words from the promise to the end of its sentence (list limbs after ";" included). */
function reach(text: string, at: number): string {
  const rest = text.slice(at, at + 1200);
  const end = rest.search(/\.(?=\s+[A-Z(]|\s*$)/);
  return end >= 0 ? rest.slice(0, end + 1) : rest;
}

/** The promise protects the reviewed side itself ("shall hold FASC harmless"): the reading took the wrong subject. */
function protectsSelf(p: RuleInput, s: Signal): boolean {
  const v = VERB.exec(p.text.slice(s.at, s.at + 160));
  return !!v && sideAt(p, s.at + v[0].length) === 'self';
}

// "A. ABW hereby agrees to defend, indemnify and hold harmless PCQ ... from and against any of the following:",
// "6.1 CEIS shall fully indemnify XFN ... in relation to:": a lead-in whose grounds follow as limbs.
const LEAD_IN_END = /:\s*$/;

/**
 * Where the reviewed side indemnifies beyond what the market gives as a matter of course: not an indemnity
 * only for gross negligence or wilful misconduct (narrowIndemnity), not a reference back to one given
 * elsewhere, and not one for its own negligence or violation of law, or for third-party claims from its own
 * breach, where the other side gives an indemnity too (the mutual fault-based indemnity is market standard).
 * A one-way indemnity for fault, one for the other side's own losses from any breach, or any indemnity for
 * use, activities, products, injury or whatever arises under the agreement, is raised. Its offset, or -1.
 */
export function selfIndemnity(p: RuleInput): number {
  const lists = p.contract.selfIndemnityLists;
  // A lead-in whose grounds follow as limbs is judged by its limbs: the broadest is cited instead.
  const limb = lists?.limbs.get(p.text);
  if (limb !== undefined) return limb;
  // Only the reviewed side's own promise to indemnify is read below.
  if (!p.signals.some((s) => s.who === 'self' && s.kind === 'must:indemnify')) return -1;
  if (lists?.leadIns.has(p.text) || narrowIndemnity(p.text) >= 0) return -1;
  for (const s of p.signals) {
    if (s.who !== 'self' || s.kind !== 'must:indemnify') continue;
    if (REFERS_BACK.test(p.text.slice(Math.max(0, s.at - 80), s.at)) || protectsSelf(p, s)) continue;
    const words = reach(p.text, s.at);
    // A lead-in whose grounds follow as a list in the next passages ("arising out of:") cannot be read here.
    if (!LEAD_IN_END.test(words) && (marketFault(words, p.contract.otherIndemnifies) || taxOnly(words))) continue;
    return s.at;
  }
  return -1;
}

const INDEMNIFY_AFTER = /^[^.;:]{0,40}?\b(?:indemnif|hold\s+(?:\w+\s+){0,3}harmless)/i;
// A passage that opens with a limb marker: "(a) ", "(ii) ", "1. ".
const LIMB_START = /^\s*(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)|\d{1,2}\.(?!\d))\s/;
const CARVE_OUT = /\b(?:except|excluding|other\s+than|but\s+not)\b[^]*$/i;
// Each limb's marker, at the start of the passage or after a line break, ";" or ",".
const LIMB_MARK = /(?:^|\n|;|,)\s*(?:(?:and|or)\s+)?\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s|^\s*\d{1,2}\.\s/g;

interface Read {
  signals: readonly Signal[];
  start?: number;
  end?: number;
}

/** The offset in `t` of its first limb that reaches beyond fault, or -1. */
function broadLimb(t: string): number {
  const marks = [...t.matchAll(LIMB_MARK)].map((m) => m.index);
  if (marks[0] !== 0) marks.unshift(0);
  for (let i = 0; i < marks.length; i++) {
    const limb = t.slice(marks[i], marks[i + 1] ?? t.length);
    // What a carve-out ("except to the extent ...", "excluding claims based upon ...") names is not a ground.
    const grounds = limb.replace(CARVE_OUT, '');
    if ((BEYOND_FAULT.test(grounds) || ANY_ACT.test(grounds)) && !FAULT_QUALIFIED.test(grounds))
      return marks[i]! + (/^[\n;\s]*/.exec(limb)?.[0].length ?? 0);
  }
  return -1;
}

/**
 * The reviewed side's indemnities whose grounds are listed as limbs in the passages after the lead-in: the
 * limb to cite (the first that reaches beyond fault), and the lead-ins now judged by their limbs (cited
 * through a limb, or left unraised where every limb is fault the market accepts).
 */
export function indemnityLists(passages: readonly Read[], text: string, otherIndemnifies: boolean): IndemnityLists {
  const leadIns = new Set<string>();
  const limbs = new Map<string, number>();
  const textOf = (p: Read) => (p.start !== undefined && p.end !== undefined ? text.slice(p.start, p.end) : '');
  const indemnifies = (p: Read, t: string) =>
    p.signals.some(
      (s) => /^must:/.test(s.kind) && (s.kind === 'must:indemnify' || INDEMNIFY_AFTER.test(t.slice(s.at, s.at + 60))),
    );
  passages.forEach((p, i) => {
    const lead = textOf(p);
    if (!LEAD_IN_END.test(lead)) return;
    if (
      !p.signals.some(
        (s) => s.who === 'self' && /^must:/.test(s.kind) && INDEMNIFY_AFTER.test(lead.slice(s.at, s.at + 60)),
      )
    )
      return;
    const list: string[] = [];
    for (const q of passages.slice(i + 1, i + 7)) {
      const t = textOf(q);
      if ((list.length === 0 && !LIMB_START.test(t)) || indemnifies(q, t)) break;
      if (list.length > 0 && !LIMB_START.test(t) && !/^\s*(?:Source:|[a-z])/.test(t)) break;
      list.push(t);
    }
    if (list.length === 0) return;
    for (const t of list) {
      const at = broadLimb(t);
      if (at >= 0) {
        limbs.set(t, at);
        leadIns.add(lead);
        return;
      }
    }
    // Whose claims are indemnified is said in the lead-in ("required to pay to one or more Third Parties").
    if (marketFault(list.join(' '), otherIndemnifies, lead)) leadIns.add(lead);
  });
  return { leadIns, limbs };
}
