/**
 * Review journey (b): upload a DOCX and a text PDF; the extracted text fills the contract field.
 * Only one file at a time: the other button is disabled, and Remove clears the file and the text.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import { FIXTURES_DIR } from '../support/shared-dir';

const baseUrl = inject('baseUrl');
const FIXTURES = `${FIXTURES_DIR}`;
const DOCX = path.join(FIXTURES, 'docx/common-paper-mutual-nda.docx');
const PDF = path.join(FIXTURES, 'pdf/cuad_1fecc64e27e5.pdf');

async function waitForContractText(page: Page, predicate: (text: string) => boolean, timeout = 60_000) {
  const field = page.getByLabel('Contract text');
  const deadline = Date.now() + timeout;
  for (;;) {
    const text = await field.inputValue();
    if (predicate(text)) return text;
    if (Date.now() > deadline)
      throw new Error(`Contract text did not match within ${timeout} ms (length ${text.length})`);
    await page.waitForTimeout(200);
  }
}

describeInBrowser('review: uploads', (getBrowser) => {
  it('a DOCX then a text PDF fill the contract text', { timeout: 120_000 }, async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 20, label: 'upload' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');
    const uploadPdf = page.getByRole('button', { name: 'Upload PDF' });
    const uploadDocx = page.getByRole('button', { name: 'Upload DOCX' });
    await uploadDocx.waitFor();

    await page.setInputFiles('input[name="docxFile"]', DOCX);
    const status = page.getByTestId('upload-status');
    await status.getByText('common-paper-mutual-nda.docx', { exact: true }).waitFor();
    expect(await uploadPdf.isDisabled()).toBe(true);
    const docxText = await waitForContractText(page, (t) => t.length > 500);
    expect(docxText).toMatch(/confidential/i);
    await status.getByText('DOCX attached', { exact: false }).waitFor();

    await status.getByRole('button', { name: 'Remove' }).click();
    await waitForContractText(page, (t) => t === '');
    expect(await uploadPdf.isDisabled()).toBe(false);

    await page.setInputFiles('input[name="pdfFile"]', PDF);
    await status.getByText('cuad_1fecc64e27e5.pdf', { exact: true }).waitFor();
    expect(await uploadDocx.isDisabled()).toBe(true);
    const pdfText = await waitForContractText(page, (t) => t.length > 500, 90_000);
    expect(pdfText).toMatch(/distribut/i);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('refuses a file of the wrong type before uploading it', async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 20, label: 'wrongtype' });
    const { page, context } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');
    await page.getByRole('button', { name: 'Upload PDF' }).waitFor();
    await page.setInputFiles('input[name="pdfFile"]', DOCX);
    await page.getByText('Please upload a PDF file. common-paper-mutual-nda.docx is not a valid PDF.').waitFor();
    expect(await page.getByTestId('upload-status').count()).toBe(0);
    await context.close();
  });
});
