/**
 * PLACEHOLDER — lives only on the redline-app branch and is never merged to main: the real Word
 * engine is written by the "redline" helper with this exact signature. It builds a plain document
 * from the text with each modification as a tracked change (w:ins / w:del), enough for the API and
 * browser tests of the redline-app branch to run.
 */
import { DeletedTextRun, Document, InsertedTextRun, Packer, Paragraph, TextRun } from 'docx';
import { modificationKind, type RedlineModification } from '../../../../../shared/schemas/redline';

export interface BuildRedlinedDocxInput {
  original: Uint8Array | null;
  contractText: string;
  modifications: RedlineModification[];
  author: string;
  date: Date;
}

export async function buildRedlinedDocx(input: BuildRedlinedDocxInput): Promise<Uint8Array> {
  const text = input.contractText;
  const date = input.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  let id = 1;
  const change = { author: input.author, date };
  type Op = { at: number; end: number; del?: string; ins?: string; clause?: string };
  const ops: Op[] = [];
  for (const m of input.modifications) {
    const kind = modificationKind(m);
    const needle = kind === 'insert' || kind === 'add_clause' ? m.insert_after! : m.original_text!;
    const at = text.indexOf(needle);
    if (at < 0) continue;
    if (kind === 'insert') ops.push({ at: at + needle.length, end: at + needle.length, ins: m.modified_text ?? '' });
    else if (kind === 'add_clause') ops.push({ at: at + needle.length, end: at + needle.length, clause: m.modified_text ?? '' });
    else ops.push({ at, end: at + needle.length, del: needle, ...(kind === 'replace' ? { ins: m.modified_text ?? '' } : {}) });
  }
  ops.sort((a, b) => a.at - b.at);
  const paragraphs: Paragraph[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    const end = start + line.length;
    offset = end + 1;
    const runs: (TextRun | InsertedTextRun | DeletedTextRun)[] = [];
    const clauses: string[] = [];
    let pos = start;
    for (const op of ops.filter((o) => o.at >= start && o.at <= end)) {
      if (op.at > pos) runs.push(new TextRun(text.slice(pos, op.at)));
      if (op.del) runs.push(new DeletedTextRun({ text: op.del, id: id++, ...change }));
      if (op.ins) runs.push(new InsertedTextRun({ text: op.ins, id: id++, ...change }));
      if (op.clause) clauses.push(op.clause);
      pos = Math.max(pos, op.end);
    }
    if (pos < end) runs.push(new TextRun(text.slice(pos, end)));
    paragraphs.push(new Paragraph({ children: runs }));
    for (const c of clauses) paragraphs.push(new Paragraph({ children: [new InsertedTextRun({ text: c, id: id++, ...change })] }));
  }
  const doc = new Document({ sections: [{ children: paragraphs }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
