/**
 * The export's zip: every kind's JSON and files, and a README saying what each file is. Original
 * files are stored as they are (PDF and DOCX are compressed already); JSON and text are deflated.
 * Original files beyond ORIGINALS_MAX_BYTES in total are left out and named in the README (a
 * function's memory holds the whole zip); the contracts' text, analyses and redlines are always in.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AccountRef, DataKind, ExportSink } from './data-kind';

export const ORIGINALS_MAX_BYTES = 300 * 1024 * 1024;

const README = `Your Clausewise data

account.json            your account: name, email, plan, credits, email preferences
contracts/<id>/         one folder per contract you submitted:
  contract.json         the submission (party, instructions, playbook), its analysis and its redline
  contract.txt          the contract text that was analysed
  original/             the Word or PDF file you uploaded, as you uploaded it
key-dates.json          the key dates and reminder settings of the contracts you marked signed
audit-log.json          your activity log (what was done with your contracts, and when) and its check
playbooks.json          your playbooks
payments.json           your credit purchases (card details are held by the payment provider, never by us)
report-downloads.json   the reports you downloaded
sessions.json           the devices signed in to your account
access-request.json     your access request, if you made one
`;

export async function buildExportZip(kinds: DataKind[], account: AccountRef, at: Date): Promise<Uint8Array> {
  const files: Zippable = {};
  const notes: string[] = [];
  let originals = 0;
  const sink: ExportSink = {
    json(path, value) {
      files[path] = strToU8(`${JSON.stringify(value, null, 2)}\n`);
    },
    file(path, bytes) {
      const isOriginal = path.includes('/original/');
      if (isOriginal && originals + bytes.byteLength > ORIGINALS_MAX_BYTES) {
        notes.push(
          `${path} (${Math.round(bytes.byteLength / 1024)} KB) was left out: the export holds up to ${ORIGINALS_MAX_BYTES / 1024 / 1024} MB of uploaded files. Delete some contracts' files or contact support for the rest.`,
        );
        return;
      }
      if (isOriginal) originals += bytes.byteLength;
      files[path] = isOriginal ? [bytes, { level: 0 }] : bytes;
    },
    note(line) {
      notes.push(line);
    },
  };
  for (const kind of kinds) await kind.exportAccount?.(account, sink);
  const readme = `${README}\nExported ${at.toISOString()} for ${account.email}.\n${notes.length ? `\nNotes:\n${notes.map((n) => `- ${n}`).join('\n')}\n` : ''}`;
  files['README.txt'] = strToU8(readme);
  return zipSync(files, { level: 6, mtime: at });
}
