/**
 * A finding that quotes the promise says it in plain words: after an inverting "nor will", "in no event
 * shall", the subject that follows the modal is not repeated inside the promise.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

describe('the promise in a finding', () => {
  it('drops the subject of an inverted modal ("nor will Customer or Users disassemble")', () => {
    const text = oneClauseContract(
      [
        ['eGain Communications Corporation', 'eGain'],
        ['Eliance Corporation', 'Customer'],
      ],
      'Neither Customer nor Users are otherwise permitted to use the Software, nor will Customer or Users disassemble, decompile or otherwise attempt to discern the source code of such Software, at any time and in any and all circumstances.',
    );
    const titles = findingsFor(text, 'Eliance Corporation').map((f) => f.words.title);
    expect(titles.join(' | ')).not.toMatch(/must not Customer/);
    expect(titles.join(' | ')).toMatch(/must not disassemble, decompile/);
  });
});
