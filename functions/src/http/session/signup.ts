/** POST /api/contract/user (sign-up), POST /api/contract/verify-email and POST /api/email/resend-verification. */
import { authMessages, verificationMessages } from '../../../../shared/messages';
import {
  ResendVerificationRequestSchema,
  SignUpRequestSchema,
  VerifyEmailRequestSchema,
} from '../../../../shared/schemas/auth';
import { getAccountService } from './deps';
import { getConfig } from '../../config';
import { assertSameOrigin, clientIp, parseBody, type ApiEvent } from '../core/request';
import { json, type HttpResult } from '../core/respond';

export async function signUp(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  const input = parseBody(event, SignUpRequestSchema);
  const { userId } = await (await getAccountService()).signUp(input, { clientAddress: clientIp(event) });
  return json(201, { userId, message: authMessages.signUpSuccess });
}

export async function verifyEmail(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  const { token } = parseBody(event, VerifyEmailRequestSchema);
  const { userId, alreadyVerified } = await (
    await getAccountService()
  ).verifyEmail(token, { clientAddress: clientIp(event) });
  if (alreadyVerified)
    return json(200, { userId, message: verificationMessages.alreadyVerified, alreadyVerified: true });
  return json(200, { userId, message: verificationMessages.verified });
}

/** The same answer for any email (registered, verified or not); only the per-address limit refuses (429). */
export async function resendVerification(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  const { email } = parseBody(event, ResendVerificationRequestSchema);
  await (await getAccountService()).resendVerification(email, { clientAddress: clientIp(event) });
  return json(200, { message: verificationMessages.resendAnswer });
}
