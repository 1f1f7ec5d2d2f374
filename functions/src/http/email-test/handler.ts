/**
 * The operators' email test tool (docs/product-spec.md sections 2 and 7): SES connection check, a general test
 * email and a sample verification email. Administrators only (the operator CLI's `admin` role);
 * for anyone else — signed out, expired, or a plain user — every call answers exactly like an
 * undeclared API route (404), so the tool is invisible and the product never an open mail relay.
 */
import { TestEmailRequestSchema } from '../../../../shared/schemas/email-test';
import { emailTestMessages } from '../../../../shared/payment-messages';
import { getConfig } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import { assertSameOrigin, parseBody, type ApiEvent } from '../core/request';
import { json, type HttpResult } from '../core/respond';
import { createHandler } from '../core/router';
import { getEmailTestServices } from './deps';
import { generalTestEmail, sampleVerificationEmail } from './emails';

assertSessionKeyConfigured();

/** The same answer as functions/src/http/not-found/handler.ts gives an undeclared route. */
function hidden(event: ApiEvent): AppError {
  const method = event.requestContext?.http?.method ?? 'GET';
  return new AppError(404, 'ROUTE_NOT_FOUND', `No API route for ${method} ${event.rawPath}`);
}

async function requireAdmin(event: ApiEvent): Promise<{ email: string }> {
  let user;
  try {
    ({ user } = await requireSession(event));
  } catch {
    throw hidden(event);
  }
  if (user.role !== 'admin') throw hidden(event);
  return user;
}

async function send(event: ApiEvent, kind: 'general' | 'verification'): Promise<HttpResult> {
  const config = getConfig();
  const admin = await requireAdmin(event);
  assertSameOrigin(event, config.appOrigin);
  const { email, firstName } = parseBody(event, TestEmailRequestSchema);
  const message =
    kind === 'general'
      ? generalTestEmail({ to: email, firstName, appOrigin: config.appOrigin, sentAt: new Date().toISOString() })
      : sampleVerificationEmail({ to: email, firstName, appOrigin: config.appOrigin });
  try {
    await getEmailTestServices().sender.send(message);
  } catch (err) {
    log.error('email test send failed', { kind, error: err });
    const failure = kind === 'general' ? emailTestMessages.testEmailFailed : emailTestMessages.verificationFailed;
    throw new AppError(502, 'EMAIL_UNAVAILABLE', `${failure}: ${err instanceof Error ? err.message : 'unknown error'}`);
  }
  log.info('email test sent', { kind, by: admin.email });
  return json(200, {
    message: kind === 'general' ? emailTestMessages.testEmailSent : emailTestMessages.verificationSent,
    messageTo: email,
  });
}

export const handler = createHandler({
  /** Lets the page know whether to show the tool (404 for everyone but administrators). */
  'GET /api/email/test-access': async (event: ApiEvent) => {
    await requireAdmin(event);
    return json(200, { admin: true });
  },

  'GET /api/email/smtp-check': async (event: ApiEvent) => {
    await requireAdmin(event);
    try {
      const { detail } = await getEmailTestServices().checkSes();
      return json(200, { status: emailTestMessages.smtpOk, provider: 'ses', detail });
    } catch (err) {
      log.error('SES connection check failed', { error: err });
      throw new AppError(
        502,
        'EMAIL_UNAVAILABLE',
        `${emailTestMessages.smtpFailed}: ${err instanceof Error ? err.message : 'unknown error'}`,
      );
    }
  },

  'POST /api/email/test-email': async (event: ApiEvent) => send(event, 'general'),
  'POST /api/email/test-verification': async (event: ApiEvent) => send(event, 'verification'),
});
