/**
 * Account Lambda: the account page (GET /api/account, POST /api/account/password,
 * PUT /api/account/email-preferences), the data export (GET /api/account/export, a zip) and
 * deletion, of one contract (DELETE /api/contract/{id}) or of the account (DELETE /api/account,
 * with the password). Everything is the caller's own; someone else's contract id is a 404.
 */
import { isValid as isUlid } from 'ulid';
import {
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  EmailPreferencesSchema,
} from '../../../../shared/schemas/account';
import { accountMessages } from '../../../../shared/account-messages';
import { getConfig } from '../../config';
import { EXPORT_CONTENT_TYPE } from '../../services/personal-data';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { clearedSessionCookie } from '../core/cookies';
import { notFound } from '../core/errors';
import { assertSameOrigin, clientIp, parseBody, type ApiEvent } from '../core/request';
import { file, json } from '../core/respond';
import { createHandler } from '../core/router';
import { getAccountServices as services } from './deps';

assertSessionKeyConfigured();

async function writer(event: ApiEvent) {
  assertSameOrigin(event, getConfig().appOrigin);
  return requireSession(event);
}

export const handler = createHandler({
  'GET /api/account': async (event: ApiEvent) => {
    const { userId } = await requireSession(event);
    return json(200, await services().settings.summary(userId));
  },

  'POST /api/account/password': async (event: ApiEvent) => {
    const { userId, sid } = await writer(event);
    await services().settings.changePassword(userId, sid, parseBody(event, ChangePasswordRequestSchema), {
      clientAddress: clientIp(event),
    });
    return json(200, { message: accountMessages.passwordChanged });
  },

  'PUT /api/account/email-preferences': async (event: ApiEvent) => {
    const { userId } = await writer(event);
    return json(200, await services().settings.setEmailPreferences(userId, parseBody(event, EmailPreferencesSchema)));
  },

  'GET /api/account/export': async (event: ApiEvent) => {
    const { userId } = await requireSession(event);
    const result = await services().settings.exportAccount(userId);
    if (result.kind === 'inline') return file(Buffer.from(result.body), EXPORT_CONTENT_TYPE, result.filename);
    // Too large for a function's answer: the browser fetches it from the bucket (a short-lived link).
    return { statusCode: 303, headers: { location: result.url, 'cache-control': 'no-store' }, body: '' };
  },

  'DELETE /api/account': async (event: ApiEvent) => {
    const { userId } = await writer(event);
    const { password } = parseBody(event, DeleteAccountRequestSchema);
    await services().settings.deleteAccount(userId, password, { clientAddress: clientIp(event) });
    return json(200, { message: accountMessages.accountDeleted }, [clearedSessionCookie()]);
  },

  'DELETE /api/contract/{id}': async (event: ApiEvent) => {
    const { userId, user } = await writer(event);
    const id = event.pathParameters?.id ?? '';
    if (!isUlid(id)) throw notFound('Contract not found');
    const { personalData } = services();
    await personalData.deleteContract(await personalData.deletableContractOwner(user, id), id, userId);
    return json(200, { message: 'Contract deleted' });
  },
});
