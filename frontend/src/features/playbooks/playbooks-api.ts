/** The playbook calls of docs/product-spec.md section 7 (plus export/import), through the one API client. */
import * as v from 'valibot';
import {
  PlaybookListSchema,
  PlaybookSchema,
  type Playbook,
  type PlaybookExportInput,
  type PlaybookInput,
} from '../../../../shared/schemas/playbooks';
import { ApiError, getJson, requestJson } from '../../lib/api';

const unauthorized = () => new ApiError('401: Unauthorized', 401, null);

export async function listPlaybooks(): Promise<Playbook[]> {
  const list = await getJson('/api/playbooks', PlaybookListSchema);
  if (!list) throw unauthorized();
  return list;
}

export const createPlaybook = (input: PlaybookInput) =>
  requestJson('POST', '/api/playbooks', { body: input, schema: PlaybookSchema });

export const updatePlaybook = (id: number, input: PlaybookInput) =>
  requestJson('PUT', `/api/playbooks/${id}`, { body: input, schema: PlaybookSchema });

export const deletePlaybook = (id: number) => requestJson('DELETE', `/api/playbooks/${id}`);

/** Remembers the review page's choice; the literal `null` clears it. */
export const setLastUsedPlaybook = (id: number | null) =>
  requestJson('POST', `/api/playbooks/set-last-used/${id === null ? 'null' : String(id)}`);

/** The export document as the server wrote it (kept as-is so the download is byte-faithful JSON). */
export async function exportPlaybooks(): Promise<unknown> {
  const document = await getJson(
    '/api/playbooks/export',
    v.looseObject({ format: v.string(), playbooks: v.array(v.unknown()) }),
  );
  if (!document) throw unauthorized();
  return document;
}

const ImportResultSchema = v.object({ created: v.number() });

export const importPlaybooks = (document: PlaybookExportInput) =>
  requestJson('POST', '/api/playbooks/import', { body: document, schema: ImportResultSchema });

/** Fire-and-forget for the review page's picker: a failure only means the choice is not remembered. */
export function rememberLastUsedPlaybook(id: number | null): void {
  if (id !== null && !Number.isSafeInteger(id)) return;
  setLastUsedPlaybook(id).catch(() => undefined);
}
