/** The operators' email test calls (docs/product-spec.md section 7). All answer 404 for anyone but an administrator. */
import {
  EmailTestSentSchema,
  SmtpCheckResponseSchema,
  type TestEmailRequest,
} from '../../../../shared/schemas/email-test';
import { ApiError, getJson, postJson } from '../../lib/api';
import * as v from 'valibot';

/** True for an administrator; false when the tool does not exist for this visitor (404 or 401). */
export async function fetchEmailTestAccess(): Promise<boolean> {
  try {
    await getJson('/api/email/test-access', v.object({ admin: v.boolean() }));
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return false;
    throw error;
  }
}

export async function checkSmtp() {
  const body = await getJson('/api/email/smtp-check', SmtpCheckResponseSchema);
  if (!body) throw new Error('No answer');
  return body;
}

export const sendTestEmail = (request: TestEmailRequest) =>
  postJson('/api/email/test-email', request, EmailTestSentSchema);
export const sendTestVerification = (request: TestEmailRequest) =>
  postJson('/api/email/test-verification', request, EmailTestSentSchema);
