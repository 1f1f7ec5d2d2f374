import { describe, expect, it } from 'vitest';
import { outOfCreditsReason } from './credits';
import { excerptOf, isOwnProcessedOriginal, retryDelaySeconds } from './lifecycle';

describe('contract rules', () => {
  it('picks the out-of-credits answer by plan and verification', () => {
    expect(outOfCreditsReason({ subscriptionType: 'free', isVerified: true, freeCreditsGranted: true })).toBe(
      'freeUsed',
    );
    expect(outOfCreditsReason({ subscriptionType: 'free', isVerified: false, freeCreditsGranted: false })).toBe(
      'needsVerification',
    );
    expect(outOfCreditsReason({ subscriptionType: 'paid', isVerified: false, freeCreditsGranted: false })).toBe(
      'needsTopup',
    );
    expect(outOfCreditsReason({ subscriptionType: 'team', isVerified: true, freeCreditsGranted: true })).toBe(
      'needsCredits',
    );
  });

  it('makes a 150-character excerpt with whitespace collapsed', () => {
    expect(excerptOf('  A\n\nshort   contract ')).toBe('A short contract');
    expect(excerptOf('x'.repeat(400))).toHaveLength(150);
  });

  it('backs off exponentially, capped at 15 minutes', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([15, 30, 60, 120]);
    expect(retryDelaySeconds(30)).toBe(900);
  });

  it('accepts only originals the product processed for the caller, never an unchecked upload', () => {
    expect(isOwnProcessedOriginal('u1', 'originals/u1/01J/x.docx')).toBe(true);
    // Never read or checked, and its presigned URL may still replace it.
    expect(isOwnProcessedOriginal('u1', 'uploads/u1/01J/x.pdf')).toBe(false);
    expect(isOwnProcessedOriginal('u1', 'originals/u2/01J/x.pdf')).toBe(false);
    expect(isOwnProcessedOriginal('u1', 'originals/u1/../u2/x.pdf')).toBe(false);
    expect(isOwnProcessedOriginal('u1', 'contracts/u1/x.txt')).toBe(false);
    expect(isOwnProcessedOriginal('u1', 'originals/u1')).toBe(false);
  });
});
