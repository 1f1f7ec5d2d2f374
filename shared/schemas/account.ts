/**
 * The account page's calls (/account): the account summary, change password, email preferences,
 * purchase history, data export and account deletion. One schema per shape, shared by the forms and
 * the handlers.
 */
import * as v from 'valibot';
import { accountMessages as a } from '../account-messages';
import { validationMessages as m } from '../messages';
import { newPassword, passwordConfirmation } from './auth';

const currentPassword = v.pipe(v.string(), v.minLength(1, m.passwordRequired), v.maxLength(200));

/** POST /api/account/password */
export const ChangePasswordRequestSchema = v.object({ currentPassword, newPassword });
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

/** The change-password form: the request plus a confirmation (mismatch shown on the confirmation). */
export const ChangePasswordFormSchema = v.pipe(
  v.object({ currentPassword, newPassword, confirmPassword: passwordConfirmation }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      m.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      a.samePassword,
    ),
    ['newPassword'],
  ),
);
export type ChangePasswordForm = v.InferInput<typeof ChangePasswordFormSchema>;

/** DELETE /api/account: the password, re-entered. */
export const DeleteAccountRequestSchema = v.object({ password: currentPassword });
export type DeleteAccountRequest = v.InferOutput<typeof DeleteAccountRequestSchema>;

/**
 * The emails a user may turn off. Account emails (verification, password reset) are always sent.
 * A feature that adds an optional email adds its switch here (default on).
 */
export const EmailPreferencesSchema = v.object({
  /** "Your analysis is ready", sent when an analysis completes. */
  analysisReady: v.boolean(),
});
export type EmailPreferences = v.InferOutput<typeof EmailPreferencesSchema>;
export const defaultEmailPreferences: EmailPreferences = { analysisReady: true };

/** One purchase in the account's history. */
export const PurchaseSchema = v.object({
  sessionId: v.string(),
  createdAt: v.string(),
  packageName: v.string(),
  credits: v.number(),
  /** Minor units. */
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(['open', 'paid', 'expired']),
});
export type Purchase = v.InferOutput<typeof PurchaseSchema>;

/** GET /api/account */
export const AccountSummarySchema = v.object({
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  createdAt: v.string(),
  subscriptionType: v.string(),
  creditsRemaining: v.number(),
  emailPreferences: EmailPreferencesSchema,
  purchases: v.array(PurchaseSchema),
});
export type AccountSummary = v.InferOutput<typeof AccountSummarySchema>;
