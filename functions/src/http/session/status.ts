/**
 * GET /api/contract/user-status. No cookie: signed out. A cookie whose session ended, was revoked or
 * is not ours: signed out with sessionExpired true (the UI toasts "Session expired"), and the cookie
 * is cleared so the next poll is a plain signed-out answer. The poll never extends the session.
 */
import { signedOutStatus, type UserStatus } from '../../../../shared/schemas/auth';
import { isSessionExpired } from '../../services/accounts';
import { getAccountService, getOrganizationSummaries } from './deps';
import { clearedSessionCookie, readSessionCookie } from '../core/cookies';
import type { ApiEvent } from '../core/request';
import { json, type HttpResult } from '../core/respond';

export async function userStatus(event: ApiEvent): Promise<HttpResult> {
  const token = readSessionCookie(event);
  if (!token) return json(200, signedOutStatus());
  try {
    const { user } = await (await getAccountService()).authenticate(token, { touch: false });
    const status: UserStatus = {
      isAuthenticated: true,
      sessionExpired: false,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      isVerified: user.isVerified,
      subscriptionType: user.subscriptionType,
      creditsRemaining: user.creditsRemaining,
      lastUsedPlaybookId: user.lastUsedPlaybookId ?? null,
      organization: await getOrganizationSummaries()(user),
    };
    return json(200, status);
  } catch (err) {
    if (isSessionExpired(err)) return json(200, signedOutStatus(true), [clearedSessionCookie()]);
    throw err;
  }
}
