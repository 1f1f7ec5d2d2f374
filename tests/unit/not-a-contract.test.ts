/**
 * The not-a-contract check at submission never refuses a real contract: every contract of the
 * expert-labelled dev set (../shared/eval/cuad-dev.jsonl, 350 contracts), the text the product
 * extracts from each fixture Word file and PDF (../shared/fixtures), and the pages the two scanned
 * fixtures were made from (their text layer stands in for what OCR recovers). The false-refusal
 * count is printed; it must be 0.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeContractText } from '../../functions/src/domain/contracts/contract-likeness';
import { extractDocxText } from '../../functions/src/documents/docx/docx';
import { fixturePdfExtractions } from '../support/fixture-pdfs';
import { popplerAvailable } from '../support/pdf-tools';
import { FIXTURES_DIR, SHARED_DIR } from '../support/shared-dir';

const evalFile = path.join(SHARED_DIR, 'eval/cuad-dev.jsonl');

function refusals(texts: Array<{ id: string; text: string }>): string[] {
  return texts.filter(({ text }) => !judgeContractText(text).contract).map(({ id }) => id);
}

describe('the not-a-contract check accepts real contracts', () => {
  it.runIf(existsSync(evalFile))('refuses none of the 350 dev contracts', () => {
    const contracts = readFileSync(evalFile, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { id: string; text: string });
    expect(contracts.length).toBe(350);
    const refused = refusals(contracts);
    console.log(`not-a-contract: ${refused.length} false refusals of ${contracts.length} dev contracts`);
    expect(refused).toEqual([]);
  });

  // 22 files extracted as an upload would be (pdf.js, OCR limits): over 10 s of CPU on a loaded machine.
  it(
    'refuses none of the fixture Word files and PDFs, as the product extracts them',
    { timeout: 120_000 },
    async () => {
      const docx = readdirSync(path.join(FIXTURES_DIR, 'docx')).map((f) => ({
        id: f,
        text: extractDocxText(new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'docx', f)))),
      }));
      const pdf = Object.entries(await fixturePdfExtractions()).map(([id, { text }]) => ({ id, text }));
      expect(docx.length + pdf.length).toBe(20);
      const refused = refusals([...docx, ...pdf]);
      console.log(`not-a-contract: ${refused.length} false refusals of ${docx.length + pdf.length} fixture files`);
      expect(refused).toEqual([]);
    },
  );

  it.runIf(popplerAvailable)('refuses neither scanned fixture (the pages they were made from)', () => {
    const pages = (file: string, last: number) =>
      execFileSync(
        'pdftotext',
        ['-f', '1', '-l', String(last), '-enc', 'UTF-8', path.join(FIXTURES_DIR, 'pdf', file), '-'],
        { encoding: 'utf8' },
      );
    const scanned = [
      { id: 'scanned-netgear-distributor-p1-2', text: pages('cuad_1fecc64e27e5.pdf', 2) },
      { id: 'scanned-kubient-msa-p1-3', text: pages('cuad_0cde3ce8aee9.pdf', 3) },
    ];
    expect(refusals(scanned)).toEqual([]);
  });
});
