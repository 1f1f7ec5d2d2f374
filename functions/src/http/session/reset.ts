/** POST /api/email/request-reset, POST /api/auth/reset-password and its link check. */
import { resetMessages } from '../../../../shared/messages';
import {
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  ResetTokenCheckSchema,
} from '../../../../shared/schemas/auth';
import { getConfig } from '../../config';
import { getAccountService } from './deps';
import { assertSameOrigin, clientIp, parseBody, type ApiEvent } from '../core/request';
import { json, type HttpResult } from '../core/respond';

/** The same answer whether or not the email is registered (see the service for the timing). */
export async function requestReset(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  const { email } = parseBody(event, ForgotPasswordRequestSchema);
  await (await getAccountService()).requestReset(email, { clientAddress: clientIp(event) });
  return json(200, { message: resetMessages.requestAnswer });
}

/** POST /api/auth/reset-password/check {token}: {valid}, without using the link. */
export async function checkResetToken(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  const { token } = parseBody(event, ResetTokenCheckSchema);
  return json(200, {
    valid: await (await getAccountService()).checkResetToken(token, { clientAddress: clientIp(event) }),
  });
}

export async function resetPassword(event: ApiEvent): Promise<HttpResult> {
  assertSameOrigin(event, getConfig().appOrigin);
  const { token, password } = parseBody(event, ResetPasswordRequestSchema);
  await (await getAccountService()).resetPassword(token, password, { clientAddress: clientIp(event) });
  return json(200, { message: resetMessages.success });
}
