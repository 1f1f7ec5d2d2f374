/**
 * The internal report's "Their changes" section: each change of the other side with what it does
 * to the reviewed party, our recommendation, and the decision recorded with the last answer (the
 * counter text, the comment sent, and the internal note and reason, which only this report and the
 * results page carry; the answer file never does).
 */
import { negotiationMessages as m } from '../../../../shared/negotiation-messages';
import type { CounterpartyChange, StoredDecisions } from '../../../../shared/schemas/negotiation';
import type { LabelledValue, ReportItem } from './items';

const flat = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();
const field = (label: string, value: string | undefined): LabelledValue[] =>
  value && flat(value) ? [{ label, value: flat(value) }] : [];

export function theirChangeItems(
  changes: readonly CounterpartyChange[],
  decisions: StoredDecisions | null,
): ReportItem[] {
  return changes.map((c) => {
    const d = decisions?.decisions.find((x) => x.change === c.id);
    const fields: LabelledValue[] = [
      ...(c.kind === 'comment'
        ? field(m.theirComment, c.comment)
        : [...field('Before', c.before), ...field('After', c.after)]),
      ...field(m.effect, c.effect),
      { label: 'Recommendation', value: `${m.recommendationLabel[c.recommendation]}. ${flat(c.reasoning)}` },
      ...field('Proposed counter', c.counter_text),
      ...field(m.playbookRule, c.playbook_rule),
      ...(c.previous_decision
        ? [{ label: 'Last round', value: m.previousRound(c.previous_decision.action, c.previous_decision.reason) }]
        : []),
      { label: 'Decision', value: d ? m.actionLabel[d.action]! : 'Not decided' },
      ...field('Counter text sent', d?.counterText),
      ...field('Comment to the other side', d?.externalComment),
      ...field('Internal note', d?.internalNote),
      ...field('Reason', d?.reason),
    ];
    return { title: `${c.id} · ${m.kindLabel[c.kind]} by ${flat(c.author)}`, fields, reference: flat(c.section) };
  });
}
