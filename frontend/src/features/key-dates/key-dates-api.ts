/** The key-date, calendar, unsubscribe and audit calls, through the one API client and the shared schemas. */
import { ContractAuditSchema, type ContractAudit } from '../../../../shared/schemas/audit';
import {
  CalendarFeedStatusSchema,
  ContractKeyDatesSchema,
  KeyDateListSchema,
  UnsubscribeResultSchema,
  type CalendarFeedStatus,
  type ContractKeyDates,
  type KeyDateListItem,
  type UpdateKeyDates,
  type UnsubscribeResult,
} from '../../../../shared/schemas/key-dates';
import { ApiError, fileNameFromContentDisposition, getJson, requestJson, saveFile } from '../../lib/api';

const contractPath = (id: string) => `/api/contract/${encodeURIComponent(id)}`;

async function read<T>(value: Promise<T | null>): Promise<T> {
  const result = await value;
  if (result === null) throw new ApiError('401: Unauthorized', 401, null);
  return result;
}

export const fetchKeyDates = (): Promise<KeyDateListItem[]> => read(getJson('/api/key-dates', KeyDateListSchema));

export const fetchContractKeyDates = (id: string): Promise<ContractKeyDates> =>
  read(getJson(`${contractPath(id)}/key-dates`, ContractKeyDatesSchema));

export const markSigned = (id: string, signedOn: string): Promise<ContractKeyDates> =>
  requestJson('POST', `${contractPath(id)}/signed`, { body: { signedOn }, schema: ContractKeyDatesSchema });

export const markNotSigned = (id: string): Promise<ContractKeyDates> =>
  requestJson('DELETE', `${contractPath(id)}/signed`, { schema: ContractKeyDatesSchema });

export const updateKeyDates = (id: string, update: UpdateKeyDates): Promise<ContractKeyDates> =>
  requestJson('PUT', `${contractPath(id)}/key-dates`, { body: update, schema: ContractKeyDatesSchema });

export const fetchContractAudit = (id: string): Promise<ContractAudit> =>
  read(getJson(`${contractPath(id)}/audit`, ContractAuditSchema));

export const fetchFeedStatus = (): Promise<CalendarFeedStatus> =>
  read(getJson('/api/calendar/feed', CalendarFeedStatusSchema));
export const createFeed = (): Promise<CalendarFeedStatus> =>
  requestJson('POST', '/api/calendar/feed', { schema: CalendarFeedStatusSchema });
export const revokeFeed = (): Promise<CalendarFeedStatus> =>
  requestJson('DELETE', '/api/calendar/feed', { schema: CalendarFeedStatusSchema });

export const setReminders = (token: string, subscribe: boolean): Promise<UnsubscribeResult> =>
  requestJson('POST', '/api/reminders/unsubscribe', { body: { token, subscribe }, schema: UnsubscribeResultSchema });

/** GETs a file (the contract's .ics, the audit export) and saves it under the server's name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) {
    let message = 'The download failed. Please try again.';
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // Not JSON: keep the general message.
    }
    throw new ApiError(message, response.status, null);
  }
  saveFile({
    blob: await response.blob(),
    fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName,
  });
}

export const downloadContractCalendar = (id: string) =>
  downloadFile(`${contractPath(id)}/calendar.ics`, 'key-dates.ics');
export const downloadAuditExport = () => downloadFile('/api/audit/export', 'clausewise-audit-log.json');
