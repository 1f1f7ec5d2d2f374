/**
 * Refer-a-friend and credit top-up request: docs/product-spec.md section 3 shapes with section 5 messages, shared
 * by the dialogs on the review page and the outreach handler.
 */
import * as v from 'valibot';
import { validationMessages as m } from '../messages';

/** A name that is safe in an email subject: no line breaks, bounded. */
const name = (message: string) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(100, message),
    v.check((s) => !/[\r\n]/.test(s), message),
  );

export const ReferralRequestSchema = v.object({
  firstName: name(m.friendFirstName),
  lastName: name(m.friendLastName),
  email: v.pipe(
    v.optional(v.string(m.emailInvalid), ''),
    v.trim(),
    v.email(m.emailInvalid),
    v.maxLength(254, m.emailInvalid),
  ),
});
export type ReferralRequestInput = v.InferInput<typeof ReferralRequestSchema>;
export type ReferralRequest = v.InferOutput<typeof ReferralRequestSchema>;

/** docs/product-spec.md section 9: top-up choices 10, 25, 50, 100; default 25. */
export const topUpChoices = [10, 25, 50, 100] as const;
export const defaultTopUp = 25;

export const TopUpRequestSchema = v.object({
  requestedCredits: v.pipe(
    v.optional(v.union([v.number(), v.string()]), defaultTopUp),
    v.transform((x) => (typeof x === 'string' ? Number(x) : x)),
    v.picklist(topUpChoices, 'Please choose 10, 25, 50 or 100 credits'),
  ),
  additionalComment: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((c) => (c ?? '').trim()),
    v.maxLength(2000, 'Comment cannot exceed 2,000 characters'),
  ),
});
export type TopUpRequestInput = v.InferInput<typeof TopUpRequestSchema>;
export type TopUpRequest = v.InferOutput<typeof TopUpRequestSchema>;

/**
 * POST /api/email/notify-low-credits as the spec's client sends it. The user's own fields (email,
 * firstName, creditsRemaining, subscriptionType) are accepted for compatibility but ignored: the
 * server reads them from the signed-in user's record.
 */
export const NotifyLowCreditsRequestSchema = v.object({
  email: v.optional(v.unknown()),
  firstName: v.optional(v.unknown()),
  creditsRemaining: v.optional(v.unknown()),
  subscriptionType: v.optional(v.unknown()),
  requestDetails: v.optional(TopUpRequestSchema, {}),
  /**
   * A request for the caller's organisation's balance rather than their own: only its owner or an
   * admin may send one (404 outside the organisation, 403 for a member).
   */
  organizationId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});
export type NotifyLowCreditsRequestInput = v.InferInput<typeof NotifyLowCreditsRequestSchema>;

export const MessageResponseSchema = v.object({ message: v.string() });
