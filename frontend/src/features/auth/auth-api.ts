/** The account calls of docs/product-spec.md section 7, each through the one API client. */
import {
  LoginResponseSchema,
  ResetTokenCheckResponseSchema,
  UserStatusSchema,
  VerifyEmailResponseSchema,
  signedOutStatus,
  type SignInRequest,
  type SignUpRequest,
  type UserStatus,
} from '../../../../shared/schemas/auth';
import { getJson, postJson, postNoContent } from '../../lib/api';

export const USER_STATUS_PATH = '/api/contract/user-status';

export const signUp = (request: SignUpRequest) => postNoContent('/api/contract/user', request);

export const login = (request: SignInRequest) => postJson('/api/auth/login', request, LoginResponseSchema);

export const logout = () => postNoContent('/api/auth/logout');

export const verifyEmail = (token: string) =>
  postJson('/api/contract/verify-email', { token }, VerifyEmailResponseSchema);

export const resendVerification = (email: string) => postNoContent('/api/email/resend-verification', { email });

export const requestPasswordReset = (email: string) => postNoContent('/api/email/request-reset', { email });

export const resetPassword = (token: string, password: string) =>
  postNoContent('/api/auth/reset-password', { token, password });

/** Whether a reset link can still be used (asked before its form shows); nothing is used up. */
export const checkResetToken = (token: string) =>
  postJson('/api/auth/reset-password/check', { token }, ResetTokenCheckResponseSchema);

/**
 * docs/product-spec.md section 7: a status error containing "Session expired" yields sessionExpired; any other
 * failure counts as not authenticated.
 */
export async function fetchUserStatus(): Promise<UserStatus> {
  try {
    return (await getJson(USER_STATUS_PATH, UserStatusSchema)) ?? signedOutStatus();
  } catch (error) {
    const expired = error instanceof Error && error.message.includes('Session expired');
    return signedOutStatus(expired);
  }
}
