/** The redline proposer's inputs, the findings it answers, and the edits its rules propose. */
import type { Analysis, Priority, Span } from '../../../../shared/schemas/analysis';
import type { Ctx } from '../context';
import type { Review } from '../findings';
import type { Incorporation } from '../incorporation';
import type { Rule } from '../playbook/grammar';

export interface RedlineInput {
  contractText: string;
  /** The stored analysis of this contract (either engine's), canonicalised. */
  analysis: Analysis;
  behalfOf: string;
  playbook?: { name: string; content: string } | null;
  additionalInstructions?: string | null;
}

/** One finding of the analysis that an edit may answer. */
export interface FindingRef {
  /** `clause`: no finding, but a clause the analysis detected whose wording the reviewed party would mark up. */
  kind: 'risk' | 'nonstandard' | 'ambiguity' | 'missing' | 'clause';
  category: string;
  /** The finding in the analysis's own words. */
  title: string;
  severity: Priority;
  spans: Span[];
  /** e.g. "Section 6.1"; "Not present in the contract" for a missing clause. */
  reference: string;
  playbookRule?: string;
  /** The analysis's suggested language for this finding, if any. */
  recommendation?: string;
  /** The review rule that judged the passage the finding cites (findings/rules.ts), when the review judged it. */
  rule?: string;
}

/** The playbook and instruction positions the edits follow (docs/playbook-rules.md). */
export interface Positions {
  rules: Rule[];
  capMonths?: number;
  maxPaymentDays?: number;
  /** The payer's position: pay no sooner than this many days. */
  minPaymentDays?: number;
  /** The playbook accepts no uncapped liability of the reviewed party. */
  capped?: boolean;
  maxNoticeDays?: number;
  maxTermDays?: number;
  governingLaw?: string;
  jurisdiction?: string;
  prohibited: string[];
  mutualIndemnity: boolean;
}

/** What a rule wants changed; the proposer places it (locate.ts) or drops it. */
export type Change =
  /** The text at [start, end) should read `rewritten` (usually a sentence, rewritten in place). */
  | { kind: 'rewrite'; start: number; end: number; rewritten: string }
  /** `text` inserted at `at` (inline, e.g. a proviso before a sentence's full stop). */
  | { kind: 'insert'; at: number; text: string }
  /** A new paragraph after the paragraph containing `after` (undefined: the end of the operative text). */
  | { kind: 'clause'; after?: number; text: string }
  /** The sentence at [start, end) deleted. */
  | { kind: 'delete'; start: number; end: number };

export interface Proposal {
  change: Change;
  /** The clause type the edit concerns, when more exact than the finding's (a termination right "for convenience"). */
  category?: string;
  /** One line for the list: what the edit does. */
  suggestion: string;
  /** Why, from the reviewed party's side (also the Word comment). */
  reasoning: string;
  /** Overrides the finding's severity when the edit matters more or less than the finding. */
  priority?: Priority;
}

export interface EditorEnv {
  ctx: Ctx;
  positions: Positions;
  /** The review of the contract for behalfOf: the same judgement the analysis made (findings/). */
  review: Review;
  /** The reviewed party pays under the contract (it is the customer, licensee or buyer). */
  selfPays: boolean;
  /** Standard terms the document incorporates by reference (incorporation.ts). */
  incorporated: Incorporation[];
}

export type Editor = (finding: FindingRef, env: EditorEnv) => Proposal[];
