/**
 * The negotiation round-trip: the other side's changes as the analysis lists them
 * (`counterparty_changes`), the user's decisions on them, and the answer file request
 * (POST /api/docx/generate-response/{id}). One schema per shape, shared by the results page and
 * the handler; the limits are the ones the server enforces.
 */
import * as v from 'valibot';
import { negotiationMessages as m } from '../negotiation-messages';
import { RedlineAuthorSchema } from './author';

export const changeKinds = ['insertion', 'deletion', 'replacement', 'comment'] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** What the analysis recommends for a change of theirs. */
export const recommendations = ['accept', 'reject', 'counter'] as const;
export type Recommendation = (typeof recommendations)[number];

/** What the user decides (the answer file's vocabulary: our refusal undoes their change). */
export const decisionActions = ['accept', 'refuse', 'counter'] as const;
export type DecisionAction = (typeof decisionActions)[number];

export const negotiationLimits = {
  counterText: 4000,
  externalComment: 2000,
  internalNote: 2000,
  reason: 1000,
  decisions: 500,
  changeId: 12,
} as const;

const span = v.object({
  start: v.pipe(v.number(), v.integer(), v.minValue(0)),
  end: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const PreviousDecisionSchema = v.object({
  action: v.picklist(decisionActions),
  reason: v.optional(v.string()),
  counter_text: v.optional(v.string()),
  decided_at: v.string(),
});
export type PreviousDecision = v.InferOutput<typeof PreviousDecisionSchema>;

export const CounterpartyChangeSchema = v.object({
  id: v.string(),
  author: v.string(),
  date: v.optional(v.string()),
  kind: v.picklist(changeKinds),
  /** Their text before and after the change (for a comment: the commented passage, twice). */
  before: v.string(),
  after: v.string(),
  /** For a comment: what they wrote. */
  comment: v.optional(v.string()),
  section: v.string(),
  /** Where the change reads in the contract text (empty at the place of a pure deletion). */
  spans: v.array(span),
  /** Tracked in their file, or found by comparing their new draft with the previous one. */
  source: v.picklist(['tracked', 'comparison']),
  effect: v.string(),
  recommendation: v.picklist(recommendations),
  reasoning: v.string(),
  counter_text: v.optional(v.string()),
  playbook_rule: v.optional(v.string()),
  /** What was decided on this point in the previous round of the same deal. */
  previous_decision: v.optional(PreviousDecisionSchema),
});
export type CounterpartyChange = v.InferOutput<typeof CounterpartyChangeSchema>;

const optionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.trim()),
      v.maxLength(max, message),
    ),
  );

export const ResponseDecisionSchema = v.pipe(
  v.object({
    change: v.pipe(
      v.string(m.unknownChangeShape),
      v.minLength(1, m.unknownChangeShape),
      v.maxLength(negotiationLimits.changeId, m.unknownChangeShape),
    ),
    action: v.pipe(
      v.picklist([...decisionActions, 'reject'], m.badAction),
      v.transform((a): DecisionAction => (a === 'reject' ? 'refuse' : a)),
    ),
    counterText: optionalText(negotiationLimits.counterText, m.tooLong('Counter text', negotiationLimits.counterText)),
    externalComment: optionalText(
      negotiationLimits.externalComment,
      m.tooLong('External comment', negotiationLimits.externalComment),
    ),
    internalNote: optionalText(
      negotiationLimits.internalNote,
      m.tooLong('Internal note', negotiationLimits.internalNote),
    ),
    reason: optionalText(negotiationLimits.reason, m.tooLong('Reason', negotiationLimits.reason)),
  }),
  v.check((d) => d.action !== 'counter' || !!d.counterText, m.counterNeedsText),
);
export type ResponseDecision = v.InferOutput<typeof ResponseDecisionSchema>;

export const GenerateResponseRequestSchema = v.object({
  author: RedlineAuthorSchema,
  decisions: v.pipe(
    v.array(ResponseDecisionSchema, m.decisionsShape),
    v.minLength(1, m.noDecisions),
    v.maxLength(negotiationLimits.decisions, m.tooManyDecisions),
  ),
});
export type GenerateResponseRequest = v.InferInput<typeof GenerateResponseRequestSchema>;
export type GenerateResponse = v.InferOutput<typeof GenerateResponseRequestSchema>;

/** A decision as stored with the contract (decision memory and the internal report). */
export const StoredDecisionSchema = v.object({
  change: v.string(),
  action: v.picklist(decisionActions),
  counterText: v.optional(v.string()),
  externalComment: v.optional(v.string()),
  internalNote: v.optional(v.string()),
  reason: v.optional(v.string()),
  kind: v.picklist(changeKinds),
  section: v.string(),
  before: v.string(),
  after: v.string(),
  recommendation: v.picklist(recommendations),
  playbook_rule: v.optional(v.string()),
});
export type StoredDecision = v.InferOutput<typeof StoredDecisionSchema>;

export const StoredDecisionsSchema = v.object({
  author: v.string(),
  decidedAt: v.string(),
  decisions: v.array(StoredDecisionSchema),
});
export type StoredDecisions = v.InferOutput<typeof StoredDecisionsSchema>;

/** GET /api/contract/{id}/decisions: the decisions recorded with the last answer file (none yet: empty). */
export const DecisionsResponseSchema = v.object({
  author: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  decisions: v.array(StoredDecisionSchema),
});
export type DecisionsResponse = v.InferOutput<typeof DecisionsResponseSchema>;
