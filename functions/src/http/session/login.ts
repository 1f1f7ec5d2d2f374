/** POST /api/auth/login and POST /api/auth/logout. */
import { authMessages } from '../../../../shared/messages';
import { SignInRequestSchema, type LoginResponse } from '../../../../shared/schemas/auth';
import { getConfig } from '../../config';
import { getAccountService } from './deps';
import { clearedSessionCookie, readSessionCookie, sessionCookie } from '../core/cookies';
import { assertSameOrigin, clientIp, parseBody, type ApiEvent } from '../core/request';
import { json, type HttpResult } from '../core/respond';

export async function login(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  const input = parseBody(event, SignInRequestSchema);
  const result = await (await getAccountService()).login(input, { clientAddress: clientIp(event) });
  const body: LoginResponse = {
    user: { id: result.user.id, firstName: result.user.firstName, subscriptionType: result.user.subscriptionType },
    message: authMessages.signedInTitle,
    firstSignIn: result.firstSignIn,
  };
  return json(200, body, [sessionCookie(result.token, result.maxAgeSeconds)]);
}

/** Always clears the cookie; ends the server-side session when the cookie names a valid one. */
export async function logout(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  await (await getAccountService()).logout(readSessionCookie(event));
  return json(200, { message: authMessages.signedOut }, [clearedSessionCookie()]);
}
