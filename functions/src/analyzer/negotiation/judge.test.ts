/**
 * Judging one change of the other side by the engine's findings before and after it, on the
 * services agreement reviewed for the Customer: neutral and favourable changes are accepted, a
 * change that shifts risk is refused, a change breaking a playbook position is countered up the
 * ladder (stepping past what an earlier round offered), a saved position decides, a comment
 * changes nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeChanges } from './judge';
import type { ChangeToJudge, NegotiationInput } from './types';

const base = readFileSync(path.resolve(import.meta.dirname, '../__fixtures__/services-agreement.txt'), 'utf8');

/** Their draft has `after` where our draft had `before` (each found once in `ours`). */
function round(
  ours: string,
  before: string,
  after: string,
  id = 'C1',
): Pick<NegotiationInput, 'beforeText' | 'afterText'> & { change: ChangeToJudge } {
  const at = ours.indexOf(before);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(ours.indexOf(before, at + 1)).toBe(-1);
  const theirs = ours.slice(0, at) + after + ours.slice(at + before.length);
  const kind = before === '' ? 'insertion' : after === '' ? 'deletion' : 'replacement';
  return {
    beforeText: ours,
    afterText: theirs,
    change: {
      id,
      kind,
      before,
      after,
      beforeSpan: { start: at, end: at + before.length },
      afterSpan: { start: at, end: at + after.length },
    },
  };
}

const judgeOne = (r: ReturnType<typeof round>, extra: Partial<NegotiationInput> = {}) =>
  judgeChanges({
    beforeText: r.beforeText,
    afterText: r.afterText,
    behalfOf: 'Customer',
    changes: [r.change],
    ...extra,
  })[0]!;

const mutualTermination = base.replace(
  'Provider may terminate this Agreement at any time for any reason upon thirty (30) days written notice to Customer.',
  'Either party may terminate this Agreement for material breach upon thirty (30) days written notice.',
);

describe('judging the other side’s changes', () => {
  it('accepts a change after which the analysis finds the same issues, and says so', () => {
    const j = judgeOne(round(base, 'All notices shall be in writing', 'All notices shall be given in writing'));
    expect(j.recommendation).toBe('accept');
    expect(j.effect).toMatch(/^Neutral for Customer/);
    expect(j.section).toBe('Section 10.2 (Notices)');
  });

  it('refuses a change that shifts risk onto the reviewed party, naming the risk', () => {
    const r = round(
      mutualTermination,
      'Either party may terminate this Agreement for material breach upon thirty (30) days written notice.',
      'Provider may terminate this Agreement at any time for any reason upon thirty (30) days written notice to Customer.',
    );
    const j = judgeOne(r);
    expect(j.recommendation).toBe('reject');
    expect(j.effect).toMatch(/Shifts risk onto Customer: .*terminat/i);
    expect(j.reasoning).toMatch(/^Refuse/);
  });

  it('accepts a change that removes a risk for the reviewed party as favourable', () => {
    const j = judgeOne(
      round(
        base,
        '1.2 Changes. Provider may modify the fees at any time upon notice to Customer.',
        '1.2 Changes. Fees are fixed for the initial term.',
      ),
    );
    expect(j.recommendation).toBe('accept');
    expect(j.effect).toMatch(/Favourable to Customer/);
  });

  describe('a playbook position with a ladder', () => {
    const playbook = {
      name: 'Buyer',
      content: [
        'Liability cap: at least 12 months',
        '  prefer: 24 months',
        '  fallback: 18 months',
        '  fallback: 12 months',
        '  walk away: 6 months',
      ].join('\n'),
    };
    const ours = base.replace(
      'the three (3) months preceding the claim',
      'the twenty-four (24) months preceding the claim',
    );
    const cut = () => round(ours, 'the twenty-four (24) months preceding', 'the three (3) months preceding');

    it('is countered with the first fallback their text does not meet, written in the contract’s style', () => {
      const j = judgeOne(cut(), { playbook });
      expect(j.recommendation).toBe('counter');
      expect(j.counter_text).toBe('the eighteen (18) months preceding');
      expect(j.playbook_rule).toBe('Liability cap: at least 12 months');
      expect(j.effect).toMatch(/Breaks the playbook position "Liability cap: at least 12 months"/);
    });

    it('steps down to the next fallback when the first was offered last round', () => {
      const j = judgeOne(cut(), {
        playbook,
        offered: { 'Liability cap: at least 12 months': ['the eighteen (18) months preceding'] },
      });
      expect(j.recommendation).toBe('counter');
      expect(j.counter_text).toBe('the twelve (12) months preceding');
    });

    it('is accepted when their text meets the first fallback', () => {
      const j = judgeOne(round(ours, 'the twenty-four (24) months preceding', 'the eighteen (18) months preceding'), {
        playbook,
      });
      expect(j.recommendation).toBe('accept');
    });

    it('leaves the ladder lines out of the analysis: the rule line alone is checked there', () => {
      const j = judgeOne(round(base, 'All notices shall be in writing', 'All notices shall be given in writing'), {
        playbook,
      });
      expect(j.recommendation).toBe('accept');
      expect(j.effect).not.toMatch(/24 months|18 months/);
    });
  });

  it('counters a broken rule without a ladder with the rule’s own position, or refuses when that is our text', () => {
    const playbook = { name: 'Buyer', content: 'Governing law: Delaware' };
    const j = judgeOne(round(base, 'the laws of the State of Delaware', 'the laws of the State of California'), {
      playbook,
    });
    expect(j.recommendation).toBe('reject');
    expect(j.playbook_rule).toBe('Governing law: Delaware');
    const ny = judgeOne(round(base, 'the laws of the State of Delaware', 'the laws of the State of California'), {
      playbook: { name: 'Buyer', content: 'Governing law: New York' },
    });
    expect(ny.recommendation).toBe('counter');
    expect(ny.counter_text).toBe('the laws of the State of New York');
  });

  it('follows a position saved from an earlier decision', () => {
    const playbook = {
      name: 'Saved',
      content:
        'When they propose "Provider may modify the fees at any time upon notice to Customer": refuse — fees are fixed for the term',
    };
    const ours = base.replace('1.2 Changes. Provider may modify the fees at any time upon notice to Customer.\n\n', '');
    const r = round(
      ours,
      '2. FEES AND PAYMENT',
      '1.2 Changes. Provider may modify the fees at any time upon notice to Customer.\n\n2. FEES AND PAYMENT',
    );
    const j = judgeOne(
      {
        ...r,
        change: {
          ...r.change,
          kind: 'insertion',
          before: '',
          after: '1.2 Changes. Provider may modify the fees at any time upon notice to Customer.',
          beforeSpan: { start: r.change.beforeSpan.start, end: r.change.beforeSpan.start },
        },
      },
      { playbook },
    );
    expect(j.recommendation).toBe('reject');
    expect(j.reasoning).toBe(
      'Refuse as the playbook’s saved position says because fees are fixed for the term.'.replace('’', "'"),
    );
    expect(j.playbook_rule).toMatch(/^When they propose/);
  });

  it('accepts a comment, which changes no text, without running the engine on the contract', () => {
    const at = base.indexOf('Entire Agreement');
    const [j] = judgeChanges({
      beforeText: base,
      afterText: base,
      behalfOf: 'Customer',
      changes: [
        {
          id: 'C1',
          kind: 'comment',
          before: 'Entire Agreement',
          after: 'Entire Agreement',
          afterSpan: { start: at, end: at + 16 },
          beforeSpan: { start: at, end: at + 16 },
        },
      ],
    });
    expect(j).toMatchObject({
      recommendation: 'accept',
      effect: 'A comment: it changes no text.',
      section: 'Section 10.1 (Entire Agreement)',
    });
  });
});
