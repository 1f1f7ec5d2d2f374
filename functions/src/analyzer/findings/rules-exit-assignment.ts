/**
 * Who may pass the agreement on when its business is sold, read for the reviewed side: a bar on
 * assignment whose exception for a merger or a sale of the business belongs to the other side
 * alone ("The Company shall not be entitled to assign this Agreement ... without the Professional's
 * consent, except any assignment by the Company as a result of a ... merger"). The reviewed side
 * may then find itself bound to a buyer it never chose, a competitor among them, while it has no
 * such way out of its own; and a merger or change of control the agreement says is no assignment,
 * which lets the side it names pass to any buyer though a bar on assignment stands. The judge
 * (judge.ts) reads this table with the others; explain-exit-assignment.ts holds the words.
 */
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions, type Who } from './sides';

/** The exception for a sale of the bound side's business: "except ... as a result of a merger, consolidation". */
const SALE_EXCEPTION =
  /\b(?:except|other\s+than|save|provided(?:,?\s+however,?)?\s+that|but)\b[^.;]{0,200}?\b(?:merger|consolidation|acqui\w+|(?:sale|transfer)\s+of\s+(?:all\s+or\s+)?substantially\s+all|successor|reorgani[sz]ation|change\s+(?:of|in)\s+control)/gi;
/** Both sides share the exception: "either party", "a Party", "such party's assets", "the assigning party". */
const SHARED =
  /\b(?:either|each|any|a|such|the\s+assigning|the\s+transferring)\s+part(?:y|ies)(?:['’]s)?\b|\bthe\s+parties\b|\bneither\s+party\b/i;
/** The exception still needs the reviewed side's consent, or a consent it may not withhold: no free transfer. */
const CONSENT_KEPT =
  /(?<!\b(?:no|not|without)\s+(?:such\s+|the\s+|any\s+)?)\bconsent\b[^.;]{0,40}\b(?:shall|will|is)\s+(?:still\s+)?(?:be\s+)?required\b/i;

/**
 * The sentence passes on the agreement itself: "assign this Agreement", "assign any of its rights or
 * obligations", "is assignable by the Company". Not "successors and assigns", a further-assurance duty
 * to sign "transfers and assignments", or a definition that mentions a successor.
 */
const ASSIGNS_AGREEMENT =
  /\b(?:assign|transfer)\w*\s+(?:or\s+(?:transfer|delegate|assign)\w*\s+)?(?:(?:all\s+or\s+)?(?:any\s+(?:of\s+)?)?(?:this|the)\s+Agreement|(?:any\s+(?:of\s+)?)?(?:its|his|her|their)\s+(?:\w+\s+){0,2}?(?:rights|obligations|interests?))|\bAgreement\b[^.;]{0,40}\b(?:assignable|be\s+assigned)\b/i;

/** The bound side named by the restriction sentence: "The Company shall not be entitled to assign". */
function restrictedSide(p: RuleInput, start: number, end: number): Who | undefined {
  const s = p.signals.find(
    (x) => x.at >= start && x.at < end && /^(?:mayNot|mustNot):assign$|^(?:mayNot|mustNot):transfer$/.test(x.kind),
  );
  return s?.who;
}

function otherAssignsOnSale(p: RuleInput): number {
  const sides = p.contract.sides;
  // The reviewed side may assign somewhere, alone or with the other: the exception is not one-sided.
  if (!sides || p.contract.selfMayAssign || !ASSIGNS_AGREEMENT.test(p.text)) return -1;
  let found = -1;
  for (const m of p.text.matchAll(SALE_EXCEPTION)) {
    const sentence = sentenceAround(p.text, m.index);
    if (!ASSIGNS_AGREEMENT.test(sentence.text)) continue;
    if (SHARED.test(m[0]) || CONSENT_KEPT.test(sentence.text.slice(m.index - sentence.start))) return -1;
    // Whose sale: the side the exception names ("by the Company", "of Supplier's business"), else the
    // side the restriction binds.
    const named = new Set(mentions(sides, p.text.slice(m.index, m.index + m[0].length + 80)).map((x) => x.who));
    named.delete('none');
    const who =
      named.size === 1 ? [...named][0] : named.size === 0 ? restrictedSide(p, sentence.start, m.index) : undefined;
    if (who === 'self' || who === 'mutual') return -1;
    if (who === 'other' && found < 0) found = m.index;
  }
  return found;
}

/**
 * A sale of a party's business that the agreement says is no assignment: "nor shall any change in control
 * ... by either party be deemed an assignment", "A change of control of Rogers shall not be considered an
 * assignment", "provided that a merger, sale of stock or comparable transaction shall not constitute an
 * assignment". Whatever the bar on assignment says, the side it names (or either side) may then pass to
 * any buyer, a competitor among them, without consent; the bar no longer protects the other.
 */
const TRANSACTION = String.raw`(?:merger|consolidation|change\s+(?:of|in)\s+(?:the\s+)?(?:effective\s+)?control|sale\s+of\s+(?:its\s+|their\s+)?(?:stock|shares)|acquisition)`;
const NOT_AN_ASSIGNMENT = String.raw`\b(?:deemed|considered|treated\s+as|construed\s+as|constitute)\b[^.;]{0,40}?\b(?:an?\s+)?(?:assignment|transfer)\b`;
const CONTROL_NOT_ASSIGNMENT = new RegExp(
  String.raw`\b(?:nor|neither)\s+(?:shall|will|does)\s+(?:any\s+|a\s+)?${TRANSACTION}[^.;]{0,120}?${NOT_AN_ASSIGNMENT}|\b${TRANSACTION}[^.;]{0,160}?\b(?:shall|will|does|is)\s+not\s+(?:be\s+)?${NOT_AN_ASSIGNMENT}`,
  'i',
);

function controlChangeNotAssignment(p: RuleInput): number {
  const sides = p.contract.sides;
  const m = sides ? CONTROL_NOT_ASSIGNMENT.exec(p.text) : null;
  if (!sides || !m) return -1;
  // Whose sale: the side the words name ("of Rogers"); none or both named is either party's.
  const named = new Set(mentions(sides, m[0]).map((x) => x.who));
  named.delete('none');
  return named.size === 1 && named.has('self') ? -1 : m.index;
}

export const EXIT_ASSIGNMENT_RULES: readonly Rule[] = [
  {
    id: 'control-change-not-assignment',
    family: 'change-of-control',
    prior: 0.9,
    severity: 'medium',
    match: controlChangeNotAssignment,
  },
  {
    id: 'other-assigns-on-sale',
    family: 'assignment',
    prior: 0.9,
    severity: 'medium',
    match: otherAssignsOnSale,
  },
];
