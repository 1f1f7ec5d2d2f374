/**
 * Playbooks (docs/product-spec.md sections 3, 5, 7): one schema for the create/edit form and the server, the
 * playbook as the API returns it, and the portable export document.
 */
import * as v from 'valibot';
import { validationMessages as m } from '../messages';

export const PLAYBOOK_NAME_MAX = 100;
export const PLAYBOOK_CONTENT_MAX = 10_000;
/** Most playbooks one import may create. */
export const PLAYBOOK_IMPORT_MAX = 100;
/** Most playbooks a user may keep (bounds the list Query and the export document). */
export const PLAYBOOKS_PER_USER_MAX = 500;

/** Name and content are trimmed first, so a blank value is "required", not "too long". */
export const PlaybookInputSchema = v.object({
  name: v.pipe(
    v.optional(v.nullable(v.string(m.playbookNameRequired)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(1, m.playbookNameRequired),
    v.maxLength(PLAYBOOK_NAME_MAX, m.playbookNameMax),
  ),
  content: v.pipe(
    v.optional(v.nullable(v.string(m.playbookContentRequired)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(1, m.playbookContentRequired),
    v.maxLength(PLAYBOOK_CONTENT_MAX, m.playbookContentMax),
  ),
});
/** What the form holds and sends. */
export type PlaybookInput = v.InferInput<typeof PlaybookInputSchema>;
/** What the server stores (trimmed). */
export type PlaybookFields = v.InferOutput<typeof PlaybookInputSchema>;

export const PlaybookSchema = v.object({
  id: v.number(),
  name: v.string(),
  content: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Playbook = v.InferOutput<typeof PlaybookSchema>;

/** GET /api/playbooks: a plain array (docs/product-spec.md section 7: "list of playbooks"), newest updated first. */
export const PlaybookListSchema = v.array(PlaybookSchema);

/**
 * Path ids: positive safe integers written in decimal ("7", not "07" or "7.0"). Anything else is
 * simply a playbook that does not exist (404).
 */
export function parsePlaybookId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

export const PLAYBOOK_EXPORT_FORMAT = 'clausewise-playbooks';
export const PLAYBOOK_EXPORT_VERSION = 1;

/** GET /api/playbooks/export; the same document is accepted by POST /api/playbooks/import. */
const NOT_AN_EXPORT = 'Not a Clausewise playbooks file';
const BAD_VERSION = 'Unsupported playbooks file version';

/**
 * GET /api/playbooks/export; the same document is accepted by POST /api/playbooks/import.
 * Missing keys default to a wrong value so the answer is the message below, not "Invalid key".
 */
export const PlaybookExportSchema = v.object({
  format: v.pipe(
    v.optional(v.string(NOT_AN_EXPORT), ''),
    v.check((s) => s === PLAYBOOK_EXPORT_FORMAT, NOT_AN_EXPORT),
    v.transform(() => PLAYBOOK_EXPORT_FORMAT),
  ),
  version: v.pipe(
    v.optional(v.number(BAD_VERSION), 0),
    v.check((n) => n === PLAYBOOK_EXPORT_VERSION, BAD_VERSION),
    v.transform(() => PLAYBOOK_EXPORT_VERSION),
  ),
  exportedAt: v.optional(v.string()),
  playbooks: v.pipe(
    v.optional(v.array(PlaybookInputSchema, 'The file has no playbooks list'), []),
    v.minLength(1, 'The file contains no playbooks'),
    v.maxLength(PLAYBOOK_IMPORT_MAX, `At most ${PLAYBOOK_IMPORT_MAX} playbooks can be imported at once`),
  ),
});
export type PlaybookExportInput = v.InferInput<typeof PlaybookExportSchema>;
export interface PlaybookExport {
  format: typeof PLAYBOOK_EXPORT_FORMAT;
  version: typeof PLAYBOOK_EXPORT_VERSION;
  exportedAt: string;
  playbooks: PlaybookFields[];
}

export const PlaybookImportResultSchema = v.object({
  created: v.number(),
  playbooks: PlaybookListSchema,
});
export type PlaybookImportResult = v.InferOutput<typeof PlaybookImportResultSchema>;

/** POST /api/playbooks/set-last-used/{playbookId} answers the stored value (null when cleared). */
export const LastUsedPlaybookSchema = v.object({ lastUsedPlaybookId: v.nullable(v.number()) });
export type LastUsedPlaybook = v.InferOutput<typeof LastUsedPlaybookSchema>;
