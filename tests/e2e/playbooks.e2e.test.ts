/**
 * Playbooks journey: create (validation first), edit, view and delete a playbook; pick it on the
 * review page and find it still selected after a reload (last used); the user guide's sections.
 * With SCREENSHOT_DIR set, the screens are saved at 1280 and 390 wide.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { validationMessages } from '../../shared/messages';
import { examplePlaybook } from '../../shared/playbook-rules';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';

const baseUrl = inject('baseUrl');
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string, width: number) {
  if (!SCREENSHOT_DIR) return;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}-viewport.png`) });
}

const GUIDE_SECTIONS = [
  'Getting started',
  'Your account',
  'Analysing a contract',
  'Playbooks',
  'Reading the results',
  'Your library',
  'Credits and plans',
  'Troubleshooting',
];

describeInBrowser('playbooks and user guide', (getBrowser) => {
  it(
    'creates (after a validation error), edits, views, uses and deletes a playbook',
    { timeout: 180_000 },
    async () => {
      const user = await createVerifiedUser({ label: 'playbooks' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      await signInContext(context, user);
      await page.goto('/playbooks');
      await page.getByRole('heading', { name: 'Playbooks', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Create Your First Playbook' }).click();

      const form = page.getByRole('form', { name: 'Create Playbook' });
      await form.getByRole('button', { name: 'Create Playbook' }).click();
      await form.getByText(validationMessages.playbookNameRequired).waitFor();
      await form.getByText(validationMessages.playbookContentRequired).waitFor();
      await form.getByLabel('Playbook name').fill('x'.repeat(101));
      await form.getByRole('button', { name: 'Create Playbook' }).click();
      await form.getByText(validationMessages.playbookNameMax).waitFor();

      await form.getByLabel('Playbook name').fill('');
      await form.getByRole('button', { name: 'Insert example' }).click();
      expect(await form.getByLabel('Playbook name').inputValue()).toBe(examplePlaybook.name);
      expect(await form.getByLabel('Playbook content').inputValue()).toBe(examplePlaybook.content);
      await form.getByText(`${examplePlaybook.content.length} / 10,000 characters`).waitFor();
      await form.getByLabel('Playbook name').fill('Buyer playbook');
      await form.getByRole('button', { name: 'Create Playbook' }).click();
      await page.getByText('Playbook created successfully').waitFor();
      await form.waitFor({ state: 'hidden' });
      const card = page.getByRole('article', { name: 'Buyer playbook' });
      await card.waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Analyze Contract' }).waitFor();

      await card.getByRole('button', { name: 'Edit Buyer playbook' }).click();
      const edit = page.getByRole('form', { name: 'Edit Playbook' });
      await edit.getByLabel('Playbook name').fill('Buyer playbook v2');
      await edit.getByLabel('Playbook content').fill('Require: confidentiality\nGoverning law: New York');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Playbook updated successfully').waitFor();
      const edited = page.getByRole('article', { name: 'Buyer playbook v2' });
      await edited.waitFor();

      await edited.getByRole('button', { name: 'View Buyer playbook v2' }).click();
      const view = page.getByRole('dialog');
      await view.getByText('Governing law: New York').waitFor();
      await view.getByRole('button', { name: 'Close', exact: true }).click();
      await view.waitFor({ state: 'hidden' });

      // Pick it on the review page: it is remembered as the last used playbook.
      await page.goto('/contract-review');
      const picker = page.getByLabel('Playbook (optional)');
      await page.getByRole('option', { name: 'Buyer playbook v2' }).waitFor({ state: 'attached' });
      const remembered = page.waitForResponse((r) => r.url().includes('/api/playbooks/set-last-used/') && r.ok());
      await picker.selectOption({ label: 'Buyer playbook v2' });
      await remembered;
      const pickedId = await picker.inputValue();
      expect(pickedId).toMatch(/^\d+$/);
      await page.reload();
      await page.getByRole('option', { name: 'Buyer playbook v2' }).waitFor({ state: 'attached' });
      await expect.poll(() => page.getByLabel('Playbook (optional)').inputValue()).toBe(pickedId);

      await page.goto('/playbooks');
      await page
        .getByRole('article', { name: 'Buyer playbook v2' })
        .getByRole('button', { name: 'Delete Buyer playbook v2' })
        .click();
      const confirm = page.getByRole('dialog');
      await confirm
        .getByText('Are you sure you want to delete "Buyer playbook v2"? This action cannot be undone.')
        .waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Playbook deleted successfully').waitFor();
      await page.getByRole('button', { name: 'Create Your First Playbook' }).waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('toasts a load failure, and an authentication failure sends the user home', async () => {
    const user = await createVerifiedUser({ label: 'playbooks-fail' });
    const { page, context } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    let status = 500;
    await page.route('**/api/playbooks', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status, contentType: 'application/json', body: '{"message":"nope"}' })
        : route.continue(),
    );
    await page.goto('/playbooks');
    await page.getByText('Failed to load playbooks').first().waitFor();
    status = 401;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it(
    'exports playbooks to clausewise-playbooks.json and imports a file, refusing a bad one clearly',
    { timeout: 120_000 },
    async () => {
      const user = await createVerifiedUser({ label: 'transfer' });
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
      await signInContext(context, user);
      const created = await context.request.post(`${baseUrl}/api/playbooks`, {
        data: { name: 'Seller terms', content: 'Require: confidentiality' },
        headers: { origin: baseUrl },
      });
      expect(created.ok()).toBe(true);
      await page.goto('/playbooks');
      await page.getByRole('article', { name: 'Seller terms' }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('clausewise-playbooks.json');
      const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        format: string;
        playbooks: { name: string }[];
      };
      expect(exported.format).toBe('clausewise-playbooks');
      expect(exported.playbooks.map((p) => p.name)).toEqual(['Seller terms']);

      const fileInput = page.locator('input[type=file][aria-label="Import playbooks file"]');
      await fileInput.setInputFiles({
        name: 'notes.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"hello": 1}'),
      });
      await page.getByText('Import failed').waitFor();
      await page.getByText('Not a Clausewise playbooks file.').waitFor();

      const document = { ...exported, playbooks: [{ name: 'Imported terms', content: 'Governing law: New York' }] };
      await fileInput.setInputFiles({
        name: 'team.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(document)),
      });
      await page.getByText('Imported 1 playbook').waitFor();
      await page.getByRole('article', { name: 'Imported terms' }).waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('screens: playbooks with a dialog open and the user guide, at 1280 and 390', { timeout: 120_000 }, async () => {
    const user = await createVerifiedUser({ label: 'guide' });
    for (const width of [1280, 390]) {
      const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl, width);
      await signInContext(context, user);
      if (width === 1280) {
        const created = await context.request.post(`${baseUrl}/api/playbooks`, {
          data: { name: examplePlaybook.name, content: examplePlaybook.content },
          headers: { origin: baseUrl },
        });
        expect(created.ok()).toBe(true);
      }
      await page.goto('/playbooks');
      await page.getByRole('article', { name: examplePlaybook.name }).waitFor();
      await shot(page, 'playbooks', width);
      await page.getByRole('button', { name: 'New Playbook' }).click();
      await page
        .getByRole('form', { name: 'Create Playbook' })
        .getByRole('button', { name: 'Insert example' })
        .waitFor();
      await shot(page, 'playbooks-dialog', width);
      await page.keyboard.press('Escape');

      await page.goto('/user-guide');
      for (const title of GUIDE_SECTIONS)
        await page.getByRole('heading', { name: title, exact: true, level: 2 }).waitFor();
      await page.getByText('Each analysis uses 1 credit', { exact: false }).first().waitFor();
      await shot(page, 'guide', width);
      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Troubleshooting' }).click();
      await page.waitForURL('**/user-guide#troubleshooting');
      expect(pageErrors).toEqual([]);
      await context.close();
    }
    const visitor = await openPage(getBrowser(), baseUrl);
    await visitor.page.goto('/user-guide');
    await visitor.page.waitForURL(`${baseUrl}/`);
    await visitor.context.close();
  });
});
