/**
 * In CI (tests/support/ci.ts) everything the suite needs is present, so no test anywhere can pass
 * by skipping: ../shared with its fixtures and eval set, Chromium, LibreOffice and poppler. A
 * developer's machine may lack any of them; the tests that need one then skip with a message.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../support/browser';
import { requiredInCi } from '../support/ci';
import { soffice } from '../support/libreoffice';
import { popplerAvailable } from '../support/pdf-tools';
import { sharedAvailable } from '../support/shared-dir';

describe.runIf(requiredInCi)('the CI machine', () => {
  it('has ../shared with the fixtures and the labelled eval set', () => {
    expect(
      sharedAvailable(
        'fixtures/docx',
        'fixtures/pdf',
        'fixtures/scanned',
        'fixtures/manifest.json',
        'eval/cuad-dev.jsonl',
      ),
    ).toBe(true);
  });

  it('has Chromium, LibreOffice and poppler-utils', () => {
    expect(existsSync(CHROMIUM_PATH), CHROMIUM_PATH).toBe(true);
    expect(soffice, 'soffice').toBeDefined();
    expect(popplerAvailable, 'pdftotext').toBe(true);
    expect(spawnSync(CHROMIUM_PATH, ['--version']).status, `${CHROMIUM_PATH} --version`).toBe(0);
  });
});
