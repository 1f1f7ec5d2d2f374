/**
 * The review's rule on who owns what the other side makes from the reviewed side's materials: its
 * modifications, translations and derivative works of what the reviewed side licenses or supplies.
 */
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions } from './sides';

/** What is made from another's material: modifications, improvements, derivative works, translations, adaptations. */
const DERIVED =
  /\b(?:modifications?|improvements?|enhancements?|derivative\s+works?|translat(?:ions?|ed)|adaptations?|adapted|amended|revised)\b/i;
/** Ownership landing on the party named next: "shall automatically vest in", "shall be owned by", "shall be and remain the property of". */
const VESTS =
  /\b(?:shall|will)\s+(?:\w+ly\s+)?(?:vest\s+in|belong\s+to|be\s+(?:and\s+remain\s+)?(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property\s+of|be\s+(?:\w+ly\s+)?owned\s+(?:\w+ly\s+)?by)\s+(?:the\s+)?/gi;
/** The maker named next: "created by XFN", "developed by TAG", "made to the Software ... by Corio". */
const MADE_BY =
  /\b(?:made|created|developed|prepared|produced|authored|written|conceived)\b[^.;]{0,80}?\bby\s+(?:or\s+on\s+behalf\s+of\s+)?(?:the\s+|any\s+member\s+of\s+the\s+)?$/i;

/**
 * The other side owns what it makes from the reviewed side's materials ("All Intellectual Property Rights ... in
 * any translated, amended, revised or updated Content independently created by XFN ... shall automatically vest in
 * XFN", "All modifications of and software derivative of the LMG Tools ... developed by TAG shall be and remain
 * the property of TAG"): for the side that licenses or supplies the material, versions of its own work pass out of
 * its control and may outlive the licence. Read for the side that supplies the material or is named as its owner,
 * where the sentence names the other side both as the maker and as the owner; each side owning what it makes alike
 * is the market's balance.
 */
function otherOwnsDerived(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !DERIVED.test(p.text)) return -1;
  VESTS.lastIndex = 0;
  for (let m = VESTS.exec(p.text); m; m = VESTS.exec(p.text)) {
    const end = m.index + m[0].length;
    const sentence = sentenceAround(p.text, m.index);
    const head = p.text.slice(sentence.start, m.index);
    if (!DERIVED.test(head) || /\b(?:each|either|both)\s+(?:of\s+the\s+)?part(?:y|ies)\b/i.test(head)) continue;
    // The owner up to the clause's end: "TAG, and LMG shall have no rights" names TAG alone.
    const owner = mentions(sides, p.text.slice(end, end + 60).split(/[,;(]/)[0]!).find((x) => x.who !== 'none');
    if (owner?.who !== 'other' || owner.at > 2) continue;
    const ms = mentions(sides, head);
    const maker = ms.some((x) => x.who === 'other' && MADE_BY.test(head.slice(Math.max(0, x.at - 120), x.at)));
    // "made ... by Corio or Changepoint, or jointly": the reviewed side among the makers is a shared work.
    const selfMakes = ms.some((x) => x.who === 'self' && MADE_BY.test(head.slice(Math.max(0, x.at - 120), x.at)));
    // The material is the reviewed side's: it supplies what the contract is about, or the sentence names it as
    // the material's owner ("derivative of the LMG Tools").
    const selfMaterial = p.contract.selfSupplies || ms.some((x) => x.who === 'self');
    if (maker && !selfMakes && selfMaterial) return m.index;
  }
  return -1;
}

export const DERIVED_RULES: readonly Rule[] = [
  {
    id: 'other-owns-derived',
    family: 'ip-ownership',
    prior: 0.9,
    severity: 'medium',
    match: otherOwnsDerived,
  },
];
