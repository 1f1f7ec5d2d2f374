/**
 * The negotiation round-trip in the browser: upload the other side's markup of the Cloud Service
 * Agreement on the review page, analyse it for the Customer, and in "Their changes" refuse one
 * change, accept one and counter one with edited text (with a comment for the other side and an
 * internal note), download the answer, and check the file: our tracked changes under our name,
 * the counter's words, their accepted change made clean, and no internal note anywhere inside.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { expect, inject, it } from 'vitest';
import { negotiationMessages as m } from '../../shared/negotiation-messages';
import { normaliseAnalysis } from '../../shared/schemas/analysis';
import { openTracked } from '../../functions/src/documents/negotiation/open';
import { describeInBrowser, openPage } from '../support/browser';
import { THEIR_AUTHOR } from '../support/counterparty-markup';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import { negotiatedMarkup } from '../support/negotiated-fixture';

const baseUrl = inject('baseUrl');
const NOTE = 'Internal: the client would live with this for a fee cut';

describeInBrowser('answering the other side’s changes', (getBrowser) => {
  it(
    'uploads their markup, decides on three changes and downloads an answer without internal notes',
    { timeout: 300_000 },
    async () => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'negotiation-e2e-')), 'CSA from Provider.docx');
      writeFileSync(file, (await negotiatedMarkup()).docx);
      const user = await createVerifiedUser({ plan: 'paid', credits: 20, label: 'negotiation' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      await signInContext(context, user);
      await page.goto('/contract-review');

      const form = page.getByRole('form', { name: 'Contract review request' });
      await form.waitFor();
      await page.setInputFiles('input[name="docxFile"]', file);
      const field = form.getByLabel('Contract text');
      for (let i = 0; i < 300 && (await field.inputValue()).length < 1000; i++) await page.waitForTimeout(200);
      await form.getByLabel('Reviewing on behalf of').fill('Customer');
      await form.getByRole('button', { name: 'Analyse Contract' }).click();
      await page.waitForURL(/\/results\/[^/]+$/, { timeout: 180_000 });
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

      const analysis = normaliseAnalysis(
        ((await (await context.request.get(`${baseUrl}/api/contract/analysis/${id}`)).json()) as { analysis: string })
          .analysis,
      )!;
      const section = page.locator('section#their-changes');
      await section.getByRole('heading', { name: m.title }).waitFor({ timeout: 60_000 });
      const changes = (analysis.counterparty_changes ?? []).filter((c) => c.kind !== 'comment');
      const termination = changes.find((c) => c.after.includes('Provider may terminate'))!;
      const writing = changes.find((c) => c.after.includes('in writing'))!;
      const deletion = changes.find((c) => c.before === '60' && c.after === '30')!;
      expect(termination.recommendation).toBe('reject');

      const card = (changeId: string) => section.locator(`article[data-change="${changeId}"]`);
      const decide = (changeId: string, action: string) =>
        card(changeId)
          .getByRole('group', { name: `Decision on ${changeId}` })
          .getByRole('button', { name: action })
          .click();
      await decide(termination.id, 'Refuse');
      await card(termination.id).getByLabel(m.externalCommentLabel).fill('We need the term commitment.');
      await card(termination.id).getByLabel(m.internalNoteLabel).fill(NOTE);
      await decide(writing.id, 'Accept');
      await decide(deletion.id, 'Counter');
      await card(deletion.id).getByLabel(m.counterTextLabel).fill('45');
      await section.getByLabel(m.authorLabel).fill('Sam Buyer');
      await expect
        .poll(() => section.getByTestId('decided-count').textContent())
        .toBe(m.decidedCount(3, analysis.counterparty_changes!.length));

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        section.getByRole('button', { name: m.downloadAnswer }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('CSA_from_Provider_answer.docx');
      const bytes = new Uint8Array(readFileSync(await download.path()));
      for (const [part, data] of Object.entries(unzipSync(bytes)))
        expect(strFromU8(data, true).includes(NOTE), part).toBe(false);
      const ours = openTracked(bytes, { theirs: ['Sam Buyer'] }).reading;
      expect(
        ours.changes.some((c) => c.before.includes('Provider may terminate the Framework Terms for convenience')),
      ).toBe(true);
      expect(ours.changes.some((c) => c.after === '45')).toBe(true);
      expect(ours.afterText).toContain('Provider will delete Customer Content within 45 days.');
      expect(ours.comments.map((c) => c.text)).toEqual(['We need the term commitment.']);
      const theirs = openTracked(bytes, { theirs: [THEIR_AUTHOR] }).reading;
      expect(theirs.changes.some((c) => c.after.includes('in writing'))).toBe(false);
      expect(theirs.afterText).toContain('promptly notify Provider in writing');
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
