/**
 * Export and import files: the export is saved as clausewise-playbooks.json; an imported file is
 * read and checked against the shared export schema before anything is sent.
 */
import * as v from 'valibot';
import { PlaybookExportSchema, type PlaybookExportInput } from '../../../../shared/schemas/playbooks';
import { saveFile } from '../../lib/api';

export const EXPORT_FILE_NAME = 'clausewise-playbooks.json';
/** Generous for 100 playbooks of 10,000 characters each. */
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export function saveExport(document: unknown): void {
  const blob = new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' });
  saveFile({ blob, fileName: EXPORT_FILE_NAME });
}

export class ImportFileError extends Error {}

/** The file's playbooks document, or an ImportFileError saying clearly what is wrong. */
export async function readImportFile(file: File): Promise<PlaybookExportInput> {
  if (file.size > MAX_IMPORT_BYTES) throw new ImportFileError(`${file.name} is too large to be a playbooks file.`);
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new ImportFileError(`${file.name} is not a JSON file. Choose a file exported from Clausewise.`);
  }
  const parsed = v.safeParse(PlaybookExportSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.');
    const where = path && path.startsWith('playbooks.') ? ` (playbook ${Number(path.split('.')[1]) + 1})` : '';
    throw new ImportFileError(`${issue.message}${where}.`);
  }
  return json as PlaybookExportInput;
}
