import { describe, expect, it } from 'vitest';
import { KeyDatesUsageError, parseRunArgs } from './key-dates';

describe('reminders run arguments', () => {
  it('takes an ISO time and an account, each once', () => {
    expect(parseRunArgs([])).toEqual({});
    expect(parseRunArgs(['--now', '2031-07-19T09:00:00Z'])).toEqual({ now: Date.parse('2031-07-19T09:00:00Z') });
    expect(parseRunArgs(['--email', 'A@Example.com', '--now', '2031-07-19'])).toEqual({
      email: 'a@example.com',
      now: Date.parse('2031-07-19'),
    });
    expect(() => parseRunArgs(['--now', 'tomorrow'])).toThrow(new KeyDatesUsageError('Not an ISO time: tomorrow'));
    expect(() => parseRunArgs(['--now'])).toThrow(KeyDatesUsageError);
    expect(() => parseRunArgs(['--now', '2031-07-19', '--now', '2031-07-20'])).toThrow(KeyDatesUsageError);
    expect(() => parseRunArgs(['--email', 'not-an-email'])).toThrow('Not an email address: not-an-email');
    expect(() => parseRunArgs(['--later', 'x'])).toThrow(KeyDatesUsageError);
  });
});
