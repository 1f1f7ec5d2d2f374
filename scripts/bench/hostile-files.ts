/**
 * Hostile files (tests/support/hostile-files.ts) against what they attack: DOCX text extraction
 * (the upload), the redlined Word build (the download), the pasted-text redline, and PDF page reading
 * with rendering for OCR. Each probe runs in its own process with a time limit, and prints its wall
 * time, its outcome (the error code when refused) and the process's peak resident memory, so a probe
 * that blocks or balloons shows as such instead of stopping the bench. Prints figures only.
 *
 *   npx tsx scripts/bench/hostile-files.ts [probe-name-substring]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LIMIT_MS = Number(process.env.PROBE_LIMIT_MS ?? 60_000);

export const probes = [
  'docx deep nesting 40,000 (upload)',
  'docx deep nesting 40,000 (redline)',
  'docx deep nesting 200,000 (upload)',
  'docx deep comments 40,000 (redline)',
  'docx 2.3M empty runs (upload)',
  'docx 2.3M empty runs (redline)',
  'docx 15M one-letter elements (upload)',
  'docx 40,000 spaces (upload)',
  'docx 40,000 spaces (redline)',
  'docx 1,000,000 spaces (upload)',
  'pasted 40,000 spaces (redline)',
  'pasted 1,000,000 characters (redline)',
  'docx w:id past 2^53 (redline)',
  'docx comments target ../../../../tmp/x.xml (redline)',
  'docx comments target document.xml (redline)',
  'docx DOCTYPE in [Content_Types].xml (upload)',
  'docx DOCTYPE in [Content_Types].xml (redline)',
  'docx DOCTYPE in document.xml.rels (redline)',
  'docx macro parts (upload)',
  'docx macro parts (redline)',
  'pasted U+FFFE (redline)',
  'pdf 3,000,000 rectangles (read + render)',
  'pdf 12,000 x 12,000 image (read + render)',
] as const;

/** The probe's input, built before the clock starts; the returned function is what is timed. */
async function prepare(name: string): Promise<() => Promise<string> | string> {
  const h = await import('../../tests/support/hostile-files');
  const { extractDocxText } = await import('../../functions/src/documents/docx/docx');
  const { buildRedlinedDocxWithReport } = await import('../../functions/src/documents/redline/index');
  const { extractPdfText } = await import('../../functions/src/services/extraction/pdf');
  const mod = {
    type: 'replace',
    priority: 'high',
    original_text: 'within thirty days',
    modified_text: 'within sixty days',
    reasoning: 'Longer.',
  } as never;
  const redline =
    (original: Uint8Array | null, text = h.HOSTILE_BODY_TEXT.join('\n\n')) =>
    async () => {
      const out = await buildRedlinedDocxWithReport({
        original,
        contractText: text,
        modifications: [mod],
        author: 'AI Reviewer',
        date: new Date(),
      });
      return `${out.docx.length} bytes, ${out.applied.length} applied`;
    };
  const upload = (bytes: Uint8Array) => () => `${extractDocxText(bytes).length} chars (file ${bytes.length} bytes)`;
  const pdf = (bytes: Uint8Array) => async () => {
    let rendered = 0;
    const out = await extractPdfText(bytes, {
      filename: 'probe.pdf',
      location: { bucket: 'b', key: 'k' },
      ocr: {
        provider: 'local',
        async recognisePages(source, pages) {
          for (const n of pages) rendered += (await source.renderPage(n)).length;
          return new Map(pages.map((n) => [n, 'The Supplier shall deliver the goods.']));
        },
      },
    });
    return `${out.text.length} chars, rendered ${rendered} PNG bytes (file ${bytes.length} bytes)`;
  };
  const spaces = `The Supplier shall deliver the goods within thirty days.${' '.repeat(40_000)}x\n\nEnd.`;
  switch (name as (typeof probes)[number]) {
    case 'docx deep nesting 40,000 (upload)':
      return upload(h.deepNestDocx(40_000));
    case 'docx deep nesting 40,000 (redline)':
      return redline(h.deepNestDocx(40_000));
    case 'docx deep nesting 200,000 (upload)':
      return upload(h.deepNestDocx(200_000));
    case 'docx deep comments 40,000 (redline)':
      return redline(h.deepCommentsDocx(40_000));
    case 'docx 2.3M empty runs (upload)':
      return upload(h.emptyRunsDocx(2_300_000));
    case 'docx 2.3M empty runs (redline)':
      return redline(h.emptyRunsDocx(2_300_000));
    case 'docx 15M one-letter elements (upload)':
      return upload(h.tinyElementsDocx(15_000_000));
    case 'docx 40,000 spaces (upload)':
      return upload(h.spacesDocx(40_000));
    case 'docx 40,000 spaces (redline)':
      return redline(h.spacesDocx(40_000));
    case 'docx 1,000,000 spaces (upload)':
      return upload(h.spacesDocx(1_000_000));
    case 'pasted 40,000 spaces (redline)':
      return redline(null, spaces);
    case 'pasted 1,000,000 characters (redline)':
      return redline(
        null,
        `The Supplier shall deliver the goods within thirty days.\n\n${'Lorem ipsum dolor sit amet. '.repeat(35_000)}`,
      );
    case 'docx w:id past 2^53 (redline)':
      return redline(h.hugeIdDocx());
    case 'docx comments target ../../../../tmp/x.xml (redline)':
      return redline(h.commentsTargetDocx('../../../../tmp/x.xml'));
    case 'docx comments target document.xml (redline)':
      return redline(h.commentsTargetDocx('document.xml'));
    case 'docx DOCTYPE in [Content_Types].xml (upload)':
      return upload(h.doctypeDocx('[Content_Types].xml'));
    case 'docx DOCTYPE in [Content_Types].xml (redline)':
      return redline(h.doctypeDocx('[Content_Types].xml'));
    case 'docx DOCTYPE in document.xml.rels (redline)':
      return redline(h.doctypeDocx('word/_rels/document.xml.rels'));
    case 'docx macro parts (upload)':
      return upload(h.macroDocx());
    case 'docx macro parts (redline)':
      return redline(h.macroDocx());
    case 'pasted U+FFFE (redline)':
      return redline(null, 'The Supplier shall deliver the goods within thirty days.\uFFFE\n\nEnd.');
    case 'pdf 3,000,000 rectangles (read + render)':
      return pdf(h.rectanglesPdf(3_000_000));
    case 'pdf 12,000 x 12,000 image (read + render)':
      return pdf(h.hugeImagePdf(12_000));
  }
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

if (process.argv[2] === '--probe') {
  const name = process.argv[3]!;
  const work = await prepare(name);
  const t0 = performance.now();
  let outcome: string;
  try {
    outcome = `ok: ${await work()}`;
  } catch (err) {
    const e = err as { code?: string; detail?: string; message?: string };
    outcome = `refused: ${e.code ?? 'error'} (${(e.detail ?? e.message ?? '').slice(0, 90)})`;
  }
  const ms = performance.now() - t0;
  console.log(JSON.stringify({ ms, outcome, peak: process.resourceUsage().maxRSS }));
  process.exit(0);
} else {
  const filter = process.argv[2];
  console.log(`${'probe'.padEnd(52)}${'ms'.padStart(8)}  ${'peak RSS'.padStart(9)}  outcome`);
  for (const name of probes.filter((n) => !filter || n.includes(filter))) {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--stack-size=984', fileURLToPath(import.meta.url), '--probe', name],
      {
        encoding: 'utf8',
        timeout: LIMIT_MS,
        maxBuffer: 1 << 20,
      },
    );
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.error || !line.startsWith('{')) {
      const why = run.error
        ? `still running after ${LIMIT_MS} ms, killed`
        : `crashed: ${(run.stderr || `exit ${run.status ?? run.signal}`).trim().split('\n').at(-1)}`;
      console.log(`${name.padEnd(52)}${'-'.padStart(8)}  ${'-'.padStart(9)}  ${why}`);
      continue;
    }
    const r = JSON.parse(line) as { ms: number; outcome: string; peak: number };
    console.log(`${name.padEnd(52)}${r.ms.toFixed(0).padStart(8)}  ${mb(r.peak).padStart(9)}  ${r.outcome}`);
  }
}
