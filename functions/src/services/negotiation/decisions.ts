/**
 * The user's decisions on the other side's changes, checked against the changes the analysis
 * listed (an unknown change or two decisions on one change are refused with the user's words) and
 * reduced to what goes into the answer file: the action, the counter text and the comment for the
 * other side. Internal notes, reasons and recommendations stay out of it by construction.
 */
import { negotiationMessages as m } from '../../../../shared/negotiation-messages';
import type { CounterpartyChange, ResponseDecision, StoredDecision } from '../../../../shared/schemas/negotiation';
import { AppError } from '../../domain/errors/app-error';
import type { AnswerDecision } from '../../documents/negotiation/answer';

export function checkDecisions(changes: readonly CounterpartyChange[], decisions: readonly ResponseDecision[]): void {
  const known = new Set(changes.map((c) => c.id));
  const seen = new Set<string>();
  for (const d of decisions) {
    if (!known.has(d.change)) throw new AppError(400, 'UNKNOWN_CHANGE', m.unknownChange(d.change));
    if (seen.has(d.change)) throw new AppError(400, 'DUPLICATE_DECISION', m.duplicateDecision(d.change));
    seen.add(d.change);
  }
}

/** Only what the other side may read: no internal note, reason or recommendation. */
export function toAnswerDecisions(decisions: readonly ResponseDecision[]): AnswerDecision[] {
  return decisions.map((d) => ({
    change: d.change,
    action: d.action,
    ...(d.action === 'counter' && d.counterText ? { counterText: d.counterText } : {}),
    ...(d.externalComment ? { externalComment: d.externalComment } : {}),
  }));
}

/** The decisions as remembered with the contract: with the change they answer, for the next round and the internal report. */
export function toStoredDecisions(
  changes: readonly CounterpartyChange[],
  decisions: readonly ResponseDecision[],
): StoredDecision[] {
  const byId = new Map(changes.map((c) => [c.id, c]));
  return decisions.map((d) => {
    const c = byId.get(d.change)!;
    return {
      change: d.change,
      action: d.action,
      ...(d.counterText && d.action === 'counter' ? { counterText: d.counterText } : {}),
      ...(d.externalComment ? { externalComment: d.externalComment } : {}),
      ...(d.internalNote ? { internalNote: d.internalNote } : {}),
      ...(d.reason ? { reason: d.reason } : {}),
      kind: c.kind,
      section: c.section,
      before: c.before,
      after: c.after,
      recommendation: c.recommendation,
      ...(c.playbook_rule ? { playbook_rule: c.playbook_rule } : {}),
    };
  });
}
