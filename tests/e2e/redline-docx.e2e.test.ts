/**
 * The whole redline journey on a user's own Word file: upload a fixture DOCX on the review page,
 * analyse it for the Customer, generate the redline, reject two changes, download, and check that
 * the file is the user's document (styles and numbering byte for byte) carrying exactly the
 * accepted changes, each by the default author.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { expect, inject, it } from 'vitest';
import { redlineMessages as m } from '../../shared/redline-messages';
import type { RedlineMetadata } from '../../shared/schemas/redline';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import { FIXTURES_DIR } from '../support/shared-dir';
import { flat, trackedChanges } from '../integration/redline/helpers';

const baseUrl = inject('baseUrl');
const DOCX = path.join(FIXTURES_DIR, 'docx/common-paper-cloud-service-agreement.docx');

describeInBrowser('redline of an uploaded Word contract', (getBrowser) => {
  it(
    'uploads, analyses, rejects two changes and downloads the user’s own file with only the others',
    { timeout: 240_000 },
    async () => {
      const user = await createVerifiedUser({ plan: 'paid', credits: 20, label: 'redline-docx' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      await signInContext(context, user);
      await page.goto('/contract-review');

      const form = page.getByRole('form', { name: 'Contract review request' });
      await form.waitFor();
      await page.setInputFiles('input[name="docxFile"]', DOCX);
      const field = form.getByLabel('Contract text');
      for (let i = 0; i < 300 && (await field.inputValue()).length < 1000; i++) await page.waitForTimeout(200);
      expect(await field.inputValue()).toContain('1.1 Access and Use');
      await form.getByLabel('Reviewing on behalf of').fill('Customer');
      await form.getByRole('button', { name: 'Analyse Contract' }).click();
      await page.waitForURL(/\/results\/[^/]+$/, { timeout: 120_000 });
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

      await page.getByRole('button', { name: m.generateRedline }).click();
      const dialog = page.getByTestId('redline-preview');
      await dialog.getByRole('heading', { name: m.previewTitle }).waitFor();
      const count = await dialog.getByTestId('redline-modification').count();
      expect(count).toBeGreaterThanOrEqual(4);
      // The switch's input is visually hidden: a pointer click can land "outside of the viewport" while
      // the dialog scrolls, so the input is clicked directly (the same event React handles).
      for (const n of [2, 4]) await dialog.getByLabel(`Accept change ${n}`).evaluate((el: HTMLElement) => el.click());
      expect(await dialog.getByTestId('redline-selected-count').textContent()).toBe(m.selectedCount(count - 2, count));

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        dialog.getByRole('button', { name: m.downloadRedlined }).click(),
      ]);
      const parts = unzipSync(new Uint8Array(readFileSync(await download.path())));
      const original = unzipSync(new Uint8Array(readFileSync(DOCX)));
      // The user's own document: its styles and numbering definitions are untouched.
      for (const part of ['word/styles.xml', 'word/numbering.xml']) {
        if (original[part]) expect(strFromU8(parts[part]!), part).toBe(strFromU8(original[part]!));
      }

      const redline = (await (
        await context.request.post(`${baseUrl}/api/contract/redline/${id}`, { headers: { origin: baseUrl } })
      ).json()) as { redlineMetadata: RedlineMetadata };
      const mods = redline.redlineMetadata.modifications;
      const { changes, accepted } = trackedChanges(strFromU8(parts['word/document.xml']!));
      expect(changes.length).toBeGreaterThan(0);
      expect(new Set(changes.map((c) => c.author))).toEqual(new Set(['AI Reviewer']));
      // Every accepted change is explained by a comment.
      expect((strFromU8(parts['word/comments.xml']!).match(/<w:comment /g) ?? []).length).toBe(count - 2);
      const text = readFileSync(DOCX); // only to rule out text that was already in the document
      const originalXml = strFromU8(unzipSync(new Uint8Array(text))['word/document.xml']!);
      for (const [i, mod] of mods.entries()) {
        const added = mod.modified_text ? flat(mod.modified_text) : undefined;
        if (!added || originalXml.includes(mod.modified_text!)) continue;
        if (i === 1 || i === 3) expect(accepted, `rejected change ${i + 1} left a trace`).not.toContain(added);
        else expect(accepted, `accepted change ${i + 1}`).toContain(added);
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
