/**
 * What the negotiation judge reads and answers. Changes come from the other side's tracked changes
 * or from comparing two drafts; spans are offsets into the text with their changes made
 * (`afterText`, the contract text) and with them undone (`beforeText`).
 */
import type { Span } from '../../../../shared/schemas/analysis';
import type { Recommendation } from '../../../../shared/schemas/negotiation';

export interface ChangeToJudge {
  id: string;
  kind: 'insertion' | 'deletion' | 'replacement' | 'comment';
  before: string;
  after: string;
  afterSpan: Span;
  beforeSpan: Span;
}

export interface NegotiationInput {
  beforeText: string;
  afterText: string;
  behalfOf: string;
  playbook?: { name: string; content: string } | null;
  additionalInstructions?: string | null;
  changes: readonly ChangeToJudge[];
  /** Counter texts offered in earlier rounds of this deal, per playbook rule line: the ladder steps past them. */
  offered?: Readonly<Record<string, readonly string[]>>;
}

export interface Judgement {
  id: string;
  section: string;
  effect: string;
  recommendation: Recommendation;
  reasoning: string;
  counter_text?: string;
  playbook_rule?: string;
}
