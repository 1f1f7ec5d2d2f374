/**
 * A negotiated round read as a customer-side lawyer would (tests/support/negotiated-fixture.ts):
 * the provider's counsel returns the Cloud Service Agreement with seven tracked edits; reviewed for
 * the Customer with a buyer-side playbook, every edit gets the answer the lawyer gives, with its
 * section, its effect on the Customer and, for counters, the playbook's next position.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { THEIR_AUTHOR } from '../../../../tests/support/counterparty-markup';
import {
  BUYER_PLAYBOOK,
  NEGOTIATED_EDITS,
  negotiatedMarkup,
  REVIEWED_FOR,
} from '../../../../tests/support/negotiated-fixture';
import { judgeChanges, similarity } from './judge';
import type { Judgement } from './types';
import { openTracked } from '../../documents/negotiation/open';
import type { TrackedChange } from '../../documents/negotiation/read-tracked';

let changes: TrackedChange[];
let judged: Judgement[];

beforeAll(async () => {
  const markup = await negotiatedMarkup();
  expect(markup.applied).toHaveLength(NEGOTIATED_EDITS.length);
  const reading = openTracked(markup.docx, { notOurs: [] }).reading;
  changes = reading.changes;
  judged = judgeChanges({
    beforeText: reading.beforeText,
    afterText: reading.afterText,
    behalfOf: REVIEWED_FOR,
    playbook: { name: 'Buyer', content: BUYER_PLAYBOOK },
    changes,
  });
}, 120_000);

/** The change that carries an edit's new words (or, for a deletion, its old ones). */
const changeFor = (name: string) => {
  const edit = NEGOTIATED_EDITS.find((e) => e.name === name)!;
  const target = edit.modification.modified_text ?? '';
  const change = [...changes].sort((a, b) => similarity(b.after, target) - similarity(a.after, target))[0]!;
  expect(change, name).toBeTruthy();
  return { edit, change, judgement: judged.find((j) => j.id === change.id)! };
};

describe('the negotiated Cloud Service Agreement, for the Customer', () => {
  it('lists each tracked edit once, by the provider’s counsel', () => {
    expect(changes).toHaveLength(NEGOTIATED_EDITS.length);
    for (const c of changes) expect(c.author).toBe(THEIR_AUTHOR);
  });

  it.each(NEGOTIATED_EDITS.map((e) => e.name))('answers "%s" as a customer-side lawyer would', (name) => {
    const { edit, judgement } = changeFor(name);
    expect(judgement.recommendation).toBe(edit.expected);
    expect(judgement.reasoning.length).toBeGreaterThan(20);
    expect(judgement.effect).toMatch(/Customer|playbook/);
  });

  it('counters the liability cap with the first fallback, in the contract’s words', () => {
    const { judgement } = changeFor('liability cap cut to three months of fees for Provider only');
    expect(judgement.section).toBe('Section 8.1(a) (Liability Caps)');
    expect(judgement.counter_text).toContain('eighteen (18) months before the claim');
    expect(judgement.playbook_rule).toBe('Liability cap: at least 12 months');
  });

  it('counters California with the Delaware fallback', () => {
    expect(changeFor('governing law filled in as California').judgement.counter_text).toBe('the State of Delaware');
  });

  // A bare duty to defend is not an indemnity (analyzer/findings/verbs.ts): the provider's indemnity
  // cut down to one shifts the loss onto the Customer, and the lawyer refuses it.
  it('refuses the provider indemnity cut down to a duty to defend, as an indemnity change', () => {
    const { edit, judgement } = changeFor('provider indemnity reduced to a duty to defend');
    expect(judgement.recommendation).toBe(edit.expected);
    expect(judgement.effect).toMatch(/indemni/i);
  });
});
