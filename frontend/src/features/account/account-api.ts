/** The account page's calls and contract deletion, through the one API client. */
import {
  AccountSummarySchema,
  EmailPreferencesSchema,
  type AccountSummary,
  type ChangePasswordRequest,
  type EmailPreferences,
} from '../../../../shared/schemas/account';
import {
  ApiError,
  fileNameFromContentDisposition,
  getJson,
  readErrorResponse,
  requestJson,
  saveFile,
} from '../../lib/api';

export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** GET /api/account */
export async function fetchAccount(): Promise<AccountSummary> {
  const account = await getJson('/api/account', AccountSummarySchema);
  if (!account) throw new ApiError('401: Unauthorized', 401, null);
  return account;
}

/** POST /api/account/password */
export const changePassword = (request: ChangePasswordRequest) =>
  requestJson('POST', '/api/account/password', { body: request });

/** PUT /api/account/email-preferences */
export const saveEmailPreferences = (preferences: EmailPreferences) =>
  requestJson('PUT', '/api/account/email-preferences', { body: preferences, schema: EmailPreferencesSchema });

/** DELETE /api/account with the password re-entered. */
export const deleteAccount = (password: string) => requestJson('DELETE', '/api/account', { body: { password } });

/** DELETE /api/contract/{id} */
export const deleteContract = (id: string) => requestJson('DELETE', `/api/contract/${encodeURIComponent(id)}`);

export const EXPORT_PATH = '/api/account/export';

/**
 * GET /api/account/export: the zip is saved under the server's name. An export too large for the
 * API answers with a redirect to a short-lived download link; the browser then follows it itself.
 */
export async function downloadExport(): Promise<string> {
  const response = await fetch(EXPORT_PATH, { credentials: 'include', redirect: 'manual' });
  if (response.type === 'opaqueredirect') {
    window.location.assign(EXPORT_PATH);
    return 'clausewise-data.zip';
  }
  if (!response.ok) throw await readErrorResponse(response);
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? 'clausewise-data.zip';
  saveFile({ blob: await response.blob(), fileName });
  return fileName;
}
