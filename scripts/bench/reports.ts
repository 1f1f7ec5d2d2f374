/**
 * Report rendering benchmark: PDF (pdf-lib) and Word (docx) generation times for the largest
 * fixture analysis (a 63-page license and hosting agreement, analysed by the built-in analyzer).
 * Prints figures; never fails on a time. The first run pays module warm-up and font loading.
 *
 *   npx tsx scripts/bench/reports.ts [--runs 10]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { nodeModuleReportFonts } from '../../functions/src/adapters/fonts/report-fonts';
import { buildReportModel, renderDocx, renderPdf } from '../../functions/src/services/reports';

const fixture = new URL(
  '../../functions/src/documents/report/__fixtures__/license-hosting-analysis.json',
  import.meta.url,
);

export interface ReportsBenchResult {
  pdfMs: number[];
  docxMs: number[];
  /** CPU time of this process (user + system), which a busy machine inflates far less than wall time. */
  pdfCpuMs: number[];
  docxCpuMs: number[];
  pdfBytes: number;
  docxBytes: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runReportsBench(runs = 10): Promise<ReportsBenchResult> {
  const analysis = readFileSync(fixture, 'utf8');
  const result: ReportsBenchResult = { pdfMs: [], docxMs: [], pdfCpuMs: [], docxCpuMs: [], pdfBytes: 0, docxBytes: 0 };
  for (let i = 0; i < runs; i++) {
    const cpu = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    let t = performance.now();
    let c = cpu();
    const model = buildReportModel({ analysis, behalfOf: 'Changepoint, Inc.', generatedAt: new Date() });
    const pdf = await renderPdf(model, nodeModuleReportFonts);
    result.pdfMs.push(performance.now() - t);
    result.pdfCpuMs.push(cpu() - c);
    t = performance.now();
    c = cpu();
    const docx = await renderDocx(
      buildReportModel({ analysis, behalfOf: 'Changepoint, Inc.', generatedAt: new Date() }),
    );
    result.docxMs.push(performance.now() - t);
    result.docxCpuMs.push(cpu() - c);
    result.pdfBytes = pdf.byteLength;
    result.docxBytes = docx.byteLength;
  }
  const rest = (ms: number[]) => (ms.length > 1 ? ms.slice(1) : ms);
  const line = (name: string, ms: number[], cpuMs: number[], bytes: number) =>
    `${name.padEnd(6)} first ${ms[0]!.toFixed(0).padStart(5)} ms   median ${median(rest(ms)).toFixed(0).padStart(5)} ms   min ${Math.min(
      ...ms,
    )
      .toFixed(0)
      .padStart(
        5,
      )} ms   median CPU ${median(rest(cpuMs)).toFixed(0).padStart(5)} ms   ${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `Report generation, largest fixture analysis (${runs} runs; the median leaves out the first, warm-up run)`,
  );
  console.log(line('PDF', result.pdfMs, result.pdfCpuMs, result.pdfBytes));
  console.log(line('DOCX', result.docxMs, result.docxCpuMs, result.docxBytes));
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
  runReportsBench(Math.max(1, Number(values.runs) || 10)).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
