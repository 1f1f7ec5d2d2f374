/**
 * The shapes of a review rule and of what it reads (rules.ts holds the rules). Their own module so
 * the rule helpers (rule-kit.ts) and the rule tables (rules.ts, rules-terms.ts) share them.
 */
import type { Signal } from './readings';
import type { Family } from './topics';
import type { Homes } from './homes';
import type { Sides } from './sides';
import type { SurvivalGap } from './survival-gaps';

export type Severity = 'high' | 'medium' | 'low';

/** What a rule sees: one passage read for one side, and what the whole contract gives each side. */
export interface RuleInput {
  text: string;
  /** What follows the passage in its paragraph (up to 300 characters): the sentence that qualifies it. */
  following?: string;
  signals: Signal[];
  families: ReadonlySet<string>;
  cues: ReadonlySet<string>;
  contract: ContractFacts;
}

/** Facts of the whole contract read for the reviewed side (mutuality is judged across clauses). */
export interface ContractFacts {
  otherIndemnifies: boolean;
  selfIndemnifies: boolean;
  selfMayTerminate: boolean;
  /** The reviewed side (alone or with the other) may leave at will somewhere: for convenience, at any time, without cause. */
  selfMayExitAtWill?: boolean;
  otherMayTerminate: boolean;
  otherMayAssign: boolean;
  /** The reviewed side (alone or with the other) may assign somewhere: to an affiliate, a buyer, a successor. */
  selfMayAssign?: boolean;
  otherCapped: boolean;
  selfCapped: boolean;
  /** The other side supplies what the contract is about (licensor, provider, seller...). */
  otherSupplies: boolean;
  selfSupplies: boolean;
  /** The other side (or each side) is bound by a duty of confidence too. */
  otherKeepsConfidential?: boolean;
  /** The reviewed side makes more promises to pay than the other: it is the paying side. */
  selfPays: boolean;
  otherPays: boolean;
  /** The other side gives an express warranty somewhere ("X represents and warrants that ..."). */
  otherWarrants: boolean;
  /** Somewhere the contract refunds money paid ahead (prepaid, unused or unearned fees, pro rata). */
  refundsPrepaid?: boolean;
  /** The states and countries each side is at home in, from the preamble (homes.ts); empty when unknown. */
  homes?: Homes;
  /** The reviewed side's indemnities listed as limbs after a lead-in (indemnity-scope.ts). */
  selfIndemnityLists?: IndemnityLists;
  /** The contract defines some service level (response or fix times, availability, support hours, credits). */
  serviceLevels?: boolean;
  /** Somewhere a limit of liability leaves out confidentiality, IP, indemnity or named sections (liability-supplier.ts). */
  capCarvedOut?: boolean;
  /** Only the other side is given injunctive or equitable relief anywhere ("Aduro shall be entitled to entry of injunctive relief"). */
  otherAloneEnjoins?: boolean;
  /** The words for each side, for a rule that must find whom a phrase names ("shall be owned by X"). */
  sides?: Sides;
  /** Survival clauses whose list of sections leaves out an indemnity or confidentiality section (survival-gaps.ts). */
  survivalGaps?: readonly SurvivalGap[];
  /** The other side warrants how what it supplies works, without a short limit in time (rules-scope.ts). */
  otherWarrantsFunction?: boolean;
  /** The numbers of the sections that cap liability ("9.1"), for a passage made "subject to" one (cap-sections.ts). */
  capSections?: readonly string[];
}

/** The lead-ins whose limbs were judged, and the limb passages to cite with the offset of the broadest limb. */
export interface IndemnityLists {
  leadIns: ReadonlySet<string>;
  limbs: ReadonlyMap<string, number>;
}

export interface Rule {
  id: string;
  family: Family | 'other';
  prior: number;
  severity: Severity;
  /** The offset (in the passage) of what makes the rule apply, or -1 when it does not. */
  match: (p: RuleInput) => number;
  /** Boilerplate kinds (topics.ts) the rule reads through: a one-way force majeure is still one-way. */
  despite?: readonly string[];
  /**
   * Raised severity when the passage is harsher than the rule's base case; `at` is what `match` returned.
   * A string says which of the rule's harsher cases it is, for its words (Terms.why).
   */
  harsher?: (p: RuleInput, at: number) => boolean | string;
}
