/**
 * Who is calling. Any Lambda that acts for a signed-in user calls requireSession(event): it returns
 * the user or throws a 401 (UNAUTHENTICATED without a cookie, SESSION_EXPIRED for a cookie whose
 * session ended, was revoked, or was never ours). The account service throws AppErrors, rendered as they are.
 */
import { addLogContext } from '../../log';
import type { User } from '../../services/accounts';
import { getAccountService } from '../session/deps';
import { readSessionCookie } from './cookies';
import { unauthenticated } from './errors';
import type { ApiEvent } from './request';

export interface SessionContext {
  userId: string;
  user: User;
  sid: string;
}

export async function requireSession(event: ApiEvent): Promise<SessionContext> {
  const token = readSessionCookie(event);
  if (!token) throw unauthenticated();
  const { user, sid } = await (await getAccountService()).authenticate(token, { touch: true });
  addLogContext({ userId: user.id });
  return { userId: user.id, user, sid };
}
