/**
 * Account schemas: one per shape, shared by the forms (frontend) and the handlers (functions).
 * Messages are the spec's section 5 wording.
 */
import * as v from 'valibot';
import { validationMessages as m } from '../messages';
import { OrganizationSummarySchema } from './organizations';

const email = v.pipe(v.string(), v.trim(), v.email(m.emailInvalid), v.maxLength(254, m.emailInvalid));
/** Upper bound keeps hashing cost bounded; no legitimate password is this long. */
export const newPassword = v.pipe(v.string(), v.minLength(8, m.passwordMin), v.maxLength(200, 'Password is too long'));
/** A confirmation field: asked for when empty, then the spec's length rule (the match is checked on the form). */
export const passwordConfirmation = v.pipe(
  v.string(),
  v.nonEmpty(m.confirmPasswordRequired),
  v.minLength(8, m.passwordMin),
);

export const SignUpRequestSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.minLength(2, m.firstNameMin), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(2, m.lastNameMin), v.maxLength(100)),
  email,
  password: newPassword,
});
export type SignUpRequest = v.InferOutput<typeof SignUpRequestSchema>;

/** The landing page's sign-up form: the request plus a confirmation shown on confirmPassword. */
export const SignUpFormSchema = v.pipe(
  v.object({
    ...SignUpRequestSchema.entries,
    confirmPassword: passwordConfirmation,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      m.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);
export type SignUpForm = v.InferInput<typeof SignUpFormSchema>;

export const SignInRequestSchema = v.object({
  email,
  password: v.pipe(v.string(), v.minLength(1, m.passwordRequired), v.maxLength(200)),
});
export type SignInRequest = v.InferOutput<typeof SignInRequestSchema>;

export const LoginResponseSchema = v.object({
  user: v.object({ id: v.string(), firstName: v.string(), subscriptionType: v.string() }),
  message: v.optional(v.string()),
  /** True on the account's first sign-in: the toast welcomes instead of "Welcome back". */
  firstSignIn: v.optional(v.boolean()),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const VerifyEmailRequestSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });
export const VerifyEmailResponseSchema = v.object({
  userId: v.string(),
  message: v.string(),
  /** The link was used before and its account is verified: the page shows the way in. */
  alreadyVerified: v.optional(v.boolean()),
});

/** POST /api/email/resend-verification: the account's email (the answer is the same for any email). */
export const ResendVerificationRequestSchema = v.object({ email });

export const ForgotPasswordRequestSchema = v.object({ email });
export const MessageResponseSchema = v.object({ message: v.string() });

export const ResetPasswordRequestSchema = v.object({
  token: v.pipe(v.string(), v.minLength(11)),
  password: newPassword,
});

/** POST /api/auth/reset-password/check: may this reset link still be used? */
export const ResetTokenCheckSchema = v.object({ token: v.pipe(v.string(), v.minLength(11), v.maxLength(200)) });
export const ResetTokenCheckResponseSchema = v.object({ valid: v.boolean() });

/** The reset form: new password and its confirmation (mismatch shown on the confirmation). */
export const ResetPasswordFormSchema = v.pipe(
  v.object({
    password: newPassword,
    confirmPassword: passwordConfirmation,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      m.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);

export const subscriptionTypes = ['free', 'paid'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

/** GET /api/contract/user-status. Signed out: isAuthenticated false and the spec's defaults. */
export const UserStatusSchema = v.object({
  isAuthenticated: v.boolean(),
  sessionExpired: v.boolean(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  isVerified: v.boolean(),
  subscriptionType: v.picklist(subscriptionTypes),
  creditsRemaining: v.number(),
  lastUsedPlaybookId: v.nullable(v.number()),
  /** The caller's organisation, if any: its credits are used first (shared/organization-credits.ts). */
  organization: v.optional(v.nullable(OrganizationSummarySchema), null),
});
export type UserStatus = v.InferOutput<typeof UserStatusSchema>;

export const signedOutStatus = (sessionExpired = false): UserStatus => ({
  isAuthenticated: false,
  sessionExpired,
  firstName: null,
  lastName: null,
  email: null,
  isVerified: false,
  subscriptionType: 'free',
  creditsRemaining: 0,
  lastUsedPlaybookId: null,
  organization: null,
});
