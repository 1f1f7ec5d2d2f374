/**
 * The review page's credit decision on load (docs/product-spec.md sections 4 and 9) and whose balance the
 * low-credit dialog and the top-up are about, for people alone and for members of organisations.
 */
import { describe, expect, it } from 'vitest';
import { creditTarget, type TargetView } from '../../../../shared/organization-credits';
import { reviewCreditGate } from './credit-gate';

type Org = NonNullable<TargetView['organization']>;
const user = (over: Partial<TargetView & { isVerified: boolean }> = {}) => ({
  subscriptionType: 'paid',
  creditsRemaining: 10,
  isVerified: true,
  organization: null,
  ...over,
});
const org = (over: Partial<Org> = {}): Org => ({
  id: 'org_1',
  name: 'Fairlie & Hart LLP',
  plan: 'business',
  role: 'member',
  creditsRemaining: 10,
  ...over,
});

describe('review credit gate, alone', () => {
  it('warns a paid user at 5 or fewer credits and above 0, never a free user', () => {
    expect([6, 5, 1, 0].map((creditsRemaining) => reviewCreditGate(user({ creditsRemaining })))).toEqual([
      'none',
      'lowCredits',
      'lowCredits',
      'none',
    ]);
    expect(reviewCreditGate(user({ subscriptionType: 'free', creditsRemaining: 1 }))).toBe('none');
  });

  it('sends a verified free user at 0 to the waitlist; an unverified one waits for the free credit', () => {
    expect(reviewCreditGate(user({ subscriptionType: 'free', creditsRemaining: 0 }))).toBe('waitlist');
    expect(reviewCreditGate(user({ subscriptionType: 'free', creditsRemaining: 0, isVerified: false }))).toBe('none');
  });
});

describe('review credit gate, in an organisation', () => {
  it("judges the organisation's balance and plan while it pays, whatever the member's own", () => {
    expect(
      reviewCreditGate(
        user({ subscriptionType: 'free', creditsRemaining: 0, organization: org({ creditsRemaining: 3 }) }),
      ),
    ).toBe('lowCredits');
    expect(reviewCreditGate(user({ creditsRemaining: 2, organization: org({ creditsRemaining: 40 }) }))).toBe('none');
    // A free organisation is a free plan: no warning, like a free user.
    expect(
      reviewCreditGate(user({ creditsRemaining: 50, organization: org({ plan: 'free', creditsRemaining: 2 }) })),
    ).toBe('none');
  });

  it('a member of a paid organisation that ran out is not sent to the waitlist (the server answers Credit Limit Reached)', () => {
    expect(
      reviewCreditGate(
        user({ subscriptionType: 'free', creditsRemaining: 0, organization: org({ creditsRemaining: 0 }) }),
      ),
    ).toBe('none');
    // ... and counts as paid for their own few credits.
    expect(
      reviewCreditGate(
        user({ subscriptionType: 'free', creditsRemaining: 2, organization: org({ creditsRemaining: 0 }) }),
      ),
    ).toBe('lowCredits');
    // In a free organisation with nothing left, a free member goes to the waitlist as before.
    expect(
      reviewCreditGate(
        user({
          subscriptionType: 'free',
          creditsRemaining: 0,
          organization: org({ plan: 'free', creditsRemaining: 0 }),
        }),
      ),
    ).toBe('waitlist');
  });
});

describe('credit target', () => {
  it('is the organisation while it has credits; only its owner and admins manage it', () => {
    expect(creditTarget(user({ organization: org({ creditsRemaining: 4 }) }))).toEqual({
      kind: 'organization',
      id: 'org_1',
      name: 'Fairlie & Hart LLP',
      plan: 'business',
      creditsRemaining: 4,
      canManage: false,
    });
    expect(creditTarget(user({ organization: org({ role: 'admin' }) }))).toMatchObject({
      kind: 'organization',
      canManage: true,
    });
    expect(creditTarget(user({ organization: org({ role: 'owner' }) }))).toMatchObject({
      kind: 'organization',
      canManage: true,
    });
  });

  it("is the member's own while the organisation is out and they still have credits; the paid organisation's when both are out", () => {
    expect(creditTarget(user({ creditsRemaining: 3, organization: org({ creditsRemaining: 0 }) }))).toEqual({
      kind: 'personal',
      creditsRemaining: 3,
      subscriptionType: 'paid',
    });
    expect(creditTarget(user({ creditsRemaining: 0, organization: org({ creditsRemaining: 0 }) }))).toMatchObject({
      kind: 'organization',
      creditsRemaining: 0,
    });
    expect(
      creditTarget(user({ creditsRemaining: 0, organization: org({ plan: 'free', creditsRemaining: 0 }) })),
    ).toMatchObject({ kind: 'personal' });
    expect(creditTarget(user({ creditsRemaining: 1 }))).toMatchObject({ kind: 'personal', creditsRemaining: 1 });
  });
});
