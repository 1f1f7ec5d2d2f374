import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { ContractSubmissionSchema, countWords } from './contracts';
import { NotifyLowCreditsRequestSchema, ReferralRequestSchema } from './outreach';
import { WaitlistApplicationSchema } from './waitlist';

const base = { contractText: 'This Agreement is made between A and B.', behalfOf: 'A' };
const messages = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((i) => i.message) ?? [];

describe('contract submission schema', () => {
  it('turns none, empty, null and absence into a null playbook, and numeric strings into numbers', () => {
    for (const playbookId of [undefined, null, 'none', '', ' None ']) {
      expect(v.parse(ContractSubmissionSchema, { ...base, playbookId }).playbookId).toBeNull();
    }
    expect(v.parse(ContractSubmissionSchema, { ...base, playbookId: '12' }).playbookId).toBe(12);
    expect(v.parse(ContractSubmissionSchema, { ...base, playbookId: 7 }).playbookId).toBe(7);
    expect(v.safeParse(ContractSubmissionSchema, { ...base, playbookId: 'abc' }).success).toBe(false);
  });

  it('uses the spec messages, also for missing fields', () => {
    expect(messages(ContractSubmissionSchema, {})).toEqual([m.contractTextMin, m.behalfOfRequired]);
    expect(messages(ContractSubmissionSchema, { ...base, contractText: '   123456789   ' })).toEqual([
      m.contractTextMin,
    ]);
    expect(messages(ContractSubmissionSchema, { ...base, contractText: 'w '.repeat(75_001) })).toEqual([
      m.contractTextMaxWords,
    ]);
    expect(v.safeParse(ContractSubmissionSchema, { ...base, contractText: 'w '.repeat(75_000) }).success).toBe(true);
    // Characters are capped as well, with a message that names the cap: spaces are not words.
    expect(messages(ContractSubmissionSchema, { ...base, contractText: `Terms.${' '.repeat(1_500_000)}End.` })).toEqual(
      [m.contractTextMaxChars],
    );
    expect(
      v.safeParse(ContractSubmissionSchema, { ...base, contractText: `Terms.${' '.repeat(1_400_000)}End.` }).success,
    ).toBe(true);
  });

  it('counts words as whitespace-separated runs', () => {
    expect(countWords('  one\ttwo\nthree  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});

describe('outreach schemas', () => {
  it('uses the spec messages for the waitlist and the referral', () => {
    expect(messages(WaitlistApplicationSchema, {})).toEqual([
      m.waitlistFirstName,
      m.waitlistLastName,
      m.emailInvalid,
      m.organizationRequired,
      m.planTypeRequired,
      m.teamSizeRequired,
      m.monthlyCountRequired,
    ]);
    expect(messages(ReferralRequestSchema, {})).toEqual([m.friendFirstName, m.friendLastName, m.emailInvalid]);
  });

  it('defaults a top-up request to 25 credits and accepts only the offered amounts', () => {
    expect(v.parse(NotifyLowCreditsRequestSchema, {}).requestDetails).toEqual({
      requestedCredits: 25,
      additionalComment: '',
    });
    expect(
      v.parse(NotifyLowCreditsRequestSchema, { requestDetails: { requestedCredits: '100' } }).requestDetails
        .requestedCredits,
    ).toBe(100);
    expect(v.safeParse(NotifyLowCreditsRequestSchema, { requestDetails: { requestedCredits: 30 } }).success).toBe(
      false,
    );
  });
});
