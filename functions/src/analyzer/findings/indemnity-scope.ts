/**
 * How far the reviewed side's own indemnity reaches (the self-indemnifies rule of rules-allocation.ts):
 * an indemnity a lawyer raises, told from one the market gives as a matter of course. Every pattern is
 * bounded and compiled once.
 */
import { sideAt } from './liability-reach';
import { narrowIndemnity } from './rule-patterns';
import type { RuleInput } from './rule-types';
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
  /\b(?:use[sd]?|using|operat\w+|activit(?:y|ies)|business|products?|goods|services?|materials?|content|web\s?sites?|premises|facilit(?:y|ies)|events?|advertis\w*|endorse\w*|infring\w*|misappropriat\w*|(?:personal|bodily)\s+injur\w*|injur\w*\s+to\s+(?:any\s+)?(?:persons?|property)|death|property\s+damage|combination|modification|exercise|any\s+act(?:ion)?s?\s+(?:or|and)\s+(?:omissions?|failures?)|acts?\s+(?:or\s+omissions?\s+)?of|regardless|whether\s+or\s+not|in\s+whole\s+or\s+in\s+part|termination|tax(?:es)?|withholding|claimed|alleged|allegations?)\b|\b(?:aris\w*|result\w*|relat\w*)\s+(?:(?:out\s+of|from|under|to)\s+)?(?:or\s+(?:\w+\s+){0,3})?(?:this|the)\s+agreement\b/i;

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

/**
 * Where the reviewed side indemnifies beyond what the market gives as a matter of course: not an indemnity
 * only for gross negligence or wilful misconduct (narrowIndemnity), not a reference back to one given
 * elsewhere, and not one for its own negligence or violation of law, or for third-party claims from its own
 * breach, where the other side gives an indemnity too (the mutual fault-based indemnity is market standard).
 * A one-way indemnity for fault, one for the other side's own losses from any breach, or any indemnity for
 * use, activities, products, injury or whatever arises under the agreement, is raised. Its offset, or -1.
 */
export function selfIndemnity(p: RuleInput): number {
  if (narrowIndemnity(p.text) >= 0) return -1;
  for (const s of p.signals) {
    if (s.who !== 'self' || s.kind !== 'must:indemnify') continue;
    if (REFERS_BACK.test(p.text.slice(Math.max(0, s.at - 80), s.at)) || protectsSelf(p, s)) continue;
    const words = reach(p.text, s.at);
    // A lead-in whose grounds follow as a list in the next passages ("arising out of:") cannot be read here.
    const faultOnly = !/:\s*$/.test(words) && FAULT.test(words) && !BEYOND_FAULT.test(words);
    // For a breach, only third-party claims: one that pays the other side's own losses from any breach makes
    // every breach an indemnity claim.
    if (faultOnly && p.contract.otherIndemnifies && (THIRD_PARTY.test(words) || !BREACH.test(words))) continue;
    return s.at;
  }
  return -1;
}
