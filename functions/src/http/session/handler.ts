/**
 * Session Lambda: sign-up, email verification, sign-in, sign-out, user status and password reset.
 * Each concern lives in its own module; this file only wires routes to actions.
 */
import { assertSessionKeyConfigured } from '../core/accounts';
import { createHandler } from '../core/router';
import { login, logout } from './login';
import { checkResetToken, requestReset, resetPassword } from './reset';
import { resendVerification, signUp, verifyEmail } from './signup';
import { userStatus } from './status';

// Fail the cold start, with the variable names, when no signing key is configured.
assertSessionKeyConfigured();

export const handler = createHandler({
  'POST /api/contract/user': signUp,
  'POST /api/contract/verify-email': verifyEmail,
  'POST /api/email/resend-verification': resendVerification,
  'POST /api/auth/login': login,
  'POST /api/auth/logout': logout,
  'GET /api/contract/user-status': userStatus,
  'POST /api/email/request-reset': requestReset,
  'POST /api/auth/reset-password': resetPassword,
  'POST /api/auth/reset-password/check': checkResetToken,
});
