/** POST /api/contract/user (sign-up) and POST /api/contract/verify-email. */
import { authMessages, verificationMessages } from '../../../../shared/messages';
import { SignUpRequestSchema, VerifyEmailRequestSchema } from '../../../../shared/schemas/auth';
import { getAccountService } from '../core/accounts';
import { getConfig } from '../../config';
import { assertSameOrigin, clientIp, parseBody, type ApiEvent } from '../core/request';
import { json, type HttpResult } from '../core/respond';

export async function signUp(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  const input = parseBody(event, SignUpRequestSchema);
  const { userId } = await (await getAccountService()).signUp(input);
  return json(201, { userId, message: authMessages.signUpSuccess });
}

export async function verifyEmail(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  const { token } = parseBody(event, VerifyEmailRequestSchema);
  const { userId } = await (await getAccountService()).verifyEmail(token, { clientAddress: clientIp(event) });
  return json(200, { userId, message: verificationMessages.verified });
}
