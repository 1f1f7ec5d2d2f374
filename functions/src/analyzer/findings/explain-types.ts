/**
 * The shapes of a finding's words (explain.ts writes them): what a passage does, why, and what to
 * ask for. Their own module so the word tables (explain.ts, explain-terms.ts) share them.
 */
import type { Severity } from './rule-types';

export interface Words {
  title: string;
  impact: string;
  /** What to ask for; always a change in the reviewed party's favour. */
  ask?: string;
  /** The finding reads as a non-standard term or an ambiguity rather than a plain risk. */
  list?: 'nonstandard' | 'ambiguity';
}

export interface Terms {
  S: string;
  O: string;
  /** "30 days", "twelve (12) months": the first period the passage states. */
  period?: string;
  /** "$50", "fifty dollars ($50)", "15%": the first amount the passage states. */
  amount?: string;
  harsh: boolean;
  /** Which of the rule's harsher cases the passage is, when its `harsher` names one. */
  why?: string;
  severity: Severity;
  /** The promise the passage makes, in its own words: "must not assign this Agreement without …". */
  promise?: string;
  /** The passage is made subject to the contract's cap on liability ("Subject to Section 9.1, ..."). */
  capped?: boolean;
  /** Somewhere the contract caps the reviewed side's liability (whether or not this passage is under it). */
  selfCapped?: boolean;
  /** Somewhere the contract lets the reviewed side (or either side) end it at will. */
  selfMayLeave?: boolean;
}

export type Explain = (t: Terms) => Words;
