import { describe, expect, it } from 'vitest';
import { createSubmissionKeys } from './submission-key';

describe('submission keys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('keeps the key for retries of the same submission until it succeeds', () => {
    const keys = createSubmissionKeys(counter());
    const form = { contractText: 'text', behalfOf: 'Acme' };
    expect(keys.keyFor(form)).toBe('key-1');
    expect(keys.keyFor({ ...form })).toBe('key-1');
    keys.succeeded();
    expect(keys.keyFor(form)).toBe('key-2');
  });

  it('takes a new key when the form changes', () => {
    const keys = createSubmissionKeys(counter());
    expect(keys.keyFor({ behalfOf: 'Acme' })).toBe('key-1');
    expect(keys.keyFor({ behalfOf: 'Beta' })).toBe('key-2');
    expect(keys.keyFor({ behalfOf: 'Acme' })).toBe('key-3');
  });
});
