/** The playbook's negotiating positions: ladders under rule lines, saved positions, and the analysis's view without them. */
import { describe, expect, it } from 'vitest';
import { examplePlaybook } from '../../../../shared/playbook-rules';
import { engineView, isPositionLine, readPositions } from './positions';
import { counterText, numberWords, replaceDuration, replacePlace } from './counter';
import { Sections } from './sections';

const LADDER = [
  '# Buyer positions',
  '- Liability cap: at least 12 months',
  '  - prefer: 24 months',
  '  - fallback: 18 months fees',
  '  - walk away: 6 months',
  'Governing law: New York',
  '  fallback: Delaware',
  'Indemnity: mutual',
  '  fallback: "Each party will indemnify the other for its own breach."',
  'Vendor must hold SOC 2',
].join('\n');

describe('playbook positions', () => {
  it('reads ladders in order under the rule line they follow', () => {
    const { ladders } = readPositions(LADDER);
    expect(ladders.map((l) => l.line)).toEqual([
      'Liability cap: at least 12 months',
      'Governing law: New York',
      'Indemnity: mutual',
    ]);
    const cap = ladders[0]!;
    expect(cap.positions.map((p) => [p.step, p.line])).toEqual([
      ['prefer', 'liability cap: at least 24 months'],
      ['fallback', 'liability cap: at least 18 months fees'],
      ['walk-away', 'liability cap: at least 6 months'],
    ]);
    expect(cap.positions.map((p) => p.rule)).toEqual([
      { kind: 'cap-months', months: 24, cmp: 'min' },
      { kind: 'cap-months', months: 18, cmp: 'min' },
      { kind: 'cap-months', months: 6, cmp: 'min' },
    ]);
    // No prefer: line means the rule line itself is the preferred position.
    expect(ladders[1]!.positions.map((p) => p.value)).toEqual(['Governing law: New York', 'Delaware']);
    expect(ladders[2]!.positions[1]!.text).toBe('Each party will indemnify the other for its own breach.');
  });

  it('reads positions saved from decisions', () => {
    const { saved } = readPositions(
      'When they propose "Provider may suspend the Service at any time": refuse — we need notice first\nWhen they delete "Section 9.1": counter with "Provider indemnifies for IP claims" because IP cover is essential',
    );
    expect(saved).toEqual([
      {
        line: 'When they propose "Provider may suspend the Service at any time": refuse — we need notice first',
        when: 'propose',
        quote: 'Provider may suspend the Service at any time',
        action: 'refuse',
        reason: 'we need notice first',
      },
      {
        line: 'When they delete "Section 9.1": counter with "Provider indemnifies for IP claims" because IP cover is essential',
        when: 'delete',
        quote: 'Section 9.1',
        action: 'counter',
        counterText: 'Provider indemnifies for IP claims',
        reason: 'IP cover is essential',
      },
    ]);
  });

  it('hands the analysis the playbook without ladder steps and saved positions; existing playbooks read exactly as before', () => {
    expect(engineView(examplePlaybook.content)).toBe(examplePlaybook.content);
    expect(engineView(LADDER).split('\n')).toEqual([
      '# Buyer positions',
      '- Liability cap: at least 12 months',
      'Governing law: New York',
      'Indemnity: mutual',
      'Vendor must hold SOC 2',
    ]);
    expect(isPositionLine('  - walk-away: 3 months')).toBe(true);
    expect(isPositionLine('Payment terms: at most 30 days')).toBe(false);
  });
});

describe('counter text', () => {
  it('writes a duration the way the contract does', () => {
    expect(numberWords(45)).toBe('forty-five');
    expect(replaceDuration('within thirty (30) days of the invoice', { n: 45, unit: 'days' })).toBe(
      'within forty-five (45) days of the invoice',
    );
    expect(replaceDuration('within 30 days', { n: 60, unit: 'days' })).toBe('within 60 days');
    expect(replaceDuration('Ninety days after notice', { n: 1, unit: 'months' })).toBe('One month after notice');
    expect(replaceDuration('no period here', { n: 5, unit: 'days' })).toBeUndefined();
  });

  it('puts the position’s place after "laws of" or the courts', () => {
    expect(
      replacePlace('governed by the laws of the State of California, without regard', 'New York', 'governing-law'),
    ).toBe('governed by the laws of the State of New York, without regard');
    expect(replacePlace('the courts located in San Francisco County', 'the State of New York', 'jurisdiction')).toBe(
      'the courts located in New York',
    );
  });

  it('reads the figure from the sentence around their change but only rewrites inside it', () => {
    const afterText = 'Governing Law | The laws of the State of California\nChosen Courts | {jurisdiction}';
    const at = afterText.indexOf('the State of California');
    const position = {
      step: 'fallback' as const,
      value: 'Delaware',
      rule: { kind: 'governing-law' as const, places: ['Delaware'] },
    };
    expect(
      counterText(position, {
        afterText,
        beforeText: afterText,
        afterSpan: { start: at, end: at + 23 },
        beforeSpan: { start: at, end: at + 23 },
      }),
    ).toBe('the State of Delaware');
    // Their change is elsewhere in the sentence: the place is outside it, so nothing to counter with.
    const other = afterText.indexOf('The laws');
    expect(
      counterText(position, {
        afterText,
        beforeText: afterText,
        afterSpan: { start: other, end: other + 3 },
        beforeSpan: { start: other, end: other + 3 },
      }),
    ).toBeUndefined();
  });
});

describe('sections', () => {
  it('labels a passage with its clause number and heading, sub-items with their parent', () => {
    const text =
      'AGREEMENT\n\nPreamble text.\n\n5. Term\n\n5.3 Termination. Either party may terminate:\n\n(a) for breach; or\n\n6. Liability';
    const s = new Sections(text);
    expect(s.at(12).label).toBe('Preamble');
    expect(s.at(text.indexOf('Either')).label).toBe('Section 5.3 (Termination)');
    expect(s.at(text.indexOf('for breach'))).toMatchObject({ label: 'Section 5.3(a) (Termination)', article: '5' });
    expect(s.articleRange(text.indexOf('for breach'), text.length)).toEqual({
      start: text.indexOf('5. Term'),
      end: text.indexOf('6. Liability'),
    });
  });
});

describe('positions saved from the results page', () => {
  it('are read back exactly as the page writes them', async () => {
    const { savedPositionLine } = await import('../../../../shared/negotiation-positions');
    const line = savedPositionLine({
      when: 'propose',
      quote: 'Provider may terminate "for convenience"\nat any time',
      action: 'counter',
      counterText: 'Provider may terminate on 90 days notice',
      reason: 'we need a notice period',
    });
    expect(line).toBe(
      `When they propose "Provider may terminate 'for convenience' at any time": counter with "Provider may terminate on 90 days notice" — we need a notice period`,
    );
    expect(readPositions(line).saved[0]).toMatchObject({
      when: 'propose',
      quote: "Provider may terminate 'for convenience' at any time",
      action: 'counter',
      counterText: 'Provider may terminate on 90 days notice',
      reason: 'we need a notice period',
    });
    expect(engineView(line)).toBe('');
    expect(
      readPositions(savedPositionLine({ when: 'delete', quote: 'Section 9.1', action: 'refuse' })).saved[0],
    ).toMatchObject({ when: 'delete', action: 'refuse' });
  });
});
