/**
 * The negotiation round-trip on the largest fixture (the professional services agreement, by text)
 * marked up by the other side with 36 tracked edits and comments (goal: each step under 300 ms CPU):
 *  - listing: reading their changes and comments out of the Word file (three readings of the document);
 *  - judging: the engine on the text before and after their changes, and the window tests that tell
 *    apart changes in the same article, with a playbook ladder;
 *  - answer: the Word file with a decision on every change (a third each accepted, refused, countered);
 *  - comparison: the comparison file from the two drafts as clean text.
 * Median of 5 runs after one warm-up, as wall-clock time and as this process's CPU time (on a shared,
 * loaded machine the wall time mostly measures waiting for a core). Prints figures only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { judgeChanges } from '../../functions/src/analyzer/negotiation/judge';
import { extractDocxText } from '../../functions/src/documents/docx/docx';
import { buildAnswerDocx, type AnswerDecision } from '../../functions/src/documents/negotiation/answer';
import { buildComparisonDocx } from '../../functions/src/documents/negotiation/comparison';
import { openTracked } from '../../functions/src/documents/negotiation/open';
import { markUp, manyEdits, THEIR_AUTHOR } from '../../tests/support/counterparty-markup';
import { buildCase } from '../../tests/support/redline-cases';
import { acceptAll } from '../../tests/support/tracked-changes';
import { medianTimes } from './timing';

const FIXTURES = process.env.FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../shared/fixtures');
const FILE = 'common-paper-professional-services-agreement.docx';
const PLAYBOOK = {
  name: 'Buyer',
  content: [
    'Liability cap: at least 12 months',
    '  prefer: 24 months',
    '  fallback: 18 months',
    'Payment terms: at most 45 days',
    'Governing law: New York',
    '  fallback: Delaware',
  ].join('\n'),
};
async function time(fn: () => unknown): Promise<string> {
  const { wall, cpu } = await medianTimes(fn);
  return `${wall.toFixed(0)} ms wall / ${cpu.toFixed(0)} ms CPU`;
}

async function main() {
  const original = new Uint8Array(readFileSync(path.join(FIXTURES, 'docx', FILE)));
  const text = extractDocxText(original);
  const base = buildCase(original, text).modifications.filter(
    (m) => m.original_text !== 'the' && !m.original_text?.startsWith('This sentence is in no contract'),
  );
  // One edit a customer-side lawyer refuses, so the judge has a risk to lay at a change.
  const host = text
    .split('\n\n')
    .find((p) => /^\s*\d+\.\d+ /.test(p) && p.split(/\s+/).length > 40 && /\. [A-Z]/.test(p))!;
  const sentence = host
    .slice(0, host.indexOf('. ') + 1)
    .trim()
    .replace(/^\s*\d+(?:\.\d+)*\s+/, '');
  const risky = {
    type: 'insert',
    priority: 'high',
    insert_after: sentence,
    modified_text: 'Provider may terminate this Agreement for convenience at any time upon notice to Customer.',
    reasoning: '',
  } as const;
  const markup = await markUp(original, [...base, risky, ...manyEdits(text, 35 - base.length)]);
  const reading = openTracked(markup.docx, { notOurs: [] }).reading;
  const changes = [
    ...reading.changes,
    ...reading.comments.map((c) => ({
      id: c.id,
      kind: 'comment' as const,
      before: c.anchored,
      after: c.anchored,
      afterSpan: c.afterSpan,
      beforeSpan: c.afterSpan,
    })),
  ];
  console.log(
    `${FILE}: ${text.split(/\s+/).length} words, ${reading.changes.length} tracked changes and ${reading.comments.length} comments by the other side`,
  );

  console.log(`listing their changes      ${await time(() => openTracked(markup.docx, { notOurs: [] }))}`);
  const judge = () =>
    judgeChanges({
      beforeText: reading.beforeText,
      afterText: reading.afterText,
      behalfOf: 'Customer',
      playbook: PLAYBOOK,
      changes,
    });
  const judged = judge();
  const counts = ['accept', 'reject', 'counter']
    .map((r) => `${judged.filter((j) => j.recommendation === r).length} ${r}`)
    .join(', ');
  console.log(`judging them               ${await time(judge)}  (${counts})`);

  const decisions: AnswerDecision[] = reading.changes.map((c, i) =>
    i % 3 === 0
      ? { change: c.id, action: 'refuse', externalComment: 'We cannot agree.' }
      : i % 3 === 1
        ? { change: c.id, action: 'accept' }
        : { change: c.id, action: 'counter', counterText: `${c.after} (as agreed)`.trim() },
  );
  const answer = () =>
    buildAnswerDocx({
      markup: markup.docx,
      theirAuthors: [THEIR_AUTHOR],
      decisions,
      author: 'Sam Buyer',
      date: new Date(),
    });
  console.log(
    `building the answer file   ${await time(answer)}  (${decisions.length} decisions, ${Math.round(answer().docx.length / 1024)} KB)`,
  );

  const files = unzipSync(markup.docx);
  const clean = zipSync({
    ...files,
    'word/document.xml': strToU8(acceptAll(strFromU8(files['word/document.xml']!), THEIR_AUTHOR)),
  });
  const cleanText = extractDocxText(clean);
  console.log(
    `comparing the two drafts   ${await time(() => buildComparisonDocx({ newDocx: clean, newText: cleanText, previousText: text, author: 'Provider', date: new Date() }))}`,
  );
}

await main();
