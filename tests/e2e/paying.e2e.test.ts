/**
 * One clear way to pay, in Chromium, for a free and a paid user; the not-a-contract refusal (the
 * balance unchanged); and the playbook in use, visible and removable on the review page and named
 * on the results page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { contractMessages } from '../../shared/messages';
import { pricingMessages } from '../../shared/payment-messages';
import { redlineMessages } from '../../shared/redline-messages';
import { resultsMessages } from '../../shared/results-messages';
import { lowCreditsMessages, reviewMessages } from '../../shared/review-messages';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';

const baseUrl = inject('baseUrl');
const servicesText = readFileSync(
  path.resolve(import.meta.dirname, '../../functions/src/analyzer/__fixtures__/services-agreement.txt'),
  'utf8',
);

describeInBrowser('paying', (getBrowser) => {
  it('a paid user reaches Buy credits from the account menu and from the low-credit dialog, beside the top-up request', async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 3, label: 'paidpath' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/library');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: pricingMessages.plansLink }).waitFor();
    await page.getByRole('menuitem', { name: pricingMessages.buyCreditsLink }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: pricingMessages.title }).waitFor();
    expect(await page.getByRole('article', { name: 'Starter' }).getByTestId('package-price').textContent()).toBe('$19');
    await page.getByRole('button', { name: 'Buy Starter' }).waitFor();

    await page.goto('/contract-review');
    const dialog = page.getByRole('dialog', { name: lowCreditsMessages.title });
    await dialog.getByRole('button', { name: lowCreditsMessages.submit }).waitFor();
    await dialog.getByRole('link', { name: pricingMessages.buyCreditsLink }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole('button', { name: 'Buy Starter' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a free user sees the plans and prices, previews a redline, and a download leads to a plan, not a dead end', async () => {
    const user = await createVerifiedUser({ plan: 'free', label: 'freepath' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');
    await page.getByLabel('Contract text').fill(servicesText);
    await page.getByLabel('Reviewing on behalf of').fill('Beta Retail LLC');
    await page.getByRole('button', { name: 'Analyse Contract' }).click();
    await page.waitForURL(/\/results\//, { timeout: 90_000 });

    // The account menu reaches the plans; a free plan has no Buy credits.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: pricingMessages.plansLink }).waitFor();
    expect(await page.getByRole('menuitem', { name: pricingMessages.buyCreditsLink }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Generating and previewing a redline is part of the review; the Word file needs a paid plan.
    await page.getByRole('button', { name: redlineMessages.generateRedline }).click();
    const preview = page.getByTestId('redline-preview');
    await preview.getByText(redlineMessages.downloadPaidOnly).waitFor();
    await preview.getByRole('button', { name: redlineMessages.downloadRedlined }).click();
    const upgrade = page.getByRole('dialog', { name: resultsMessages.upgradeRequiredTitle });
    for (const line of resultsMessages.paidAdds) await upgrade.getByText(line).waitFor();
    await upgrade.getByRole('link', { name: resultsMessages.seePlans }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByText(pricingMessages.freeNote).waitFor();
    expect(await page.getByRole('article', { name: 'Starter' }).getByTestId('package-price').textContent()).toBe('$19');
    expect(await page.getByRole('button', { name: /^Buy / }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a text that is not a contract is refused on the form and costs no credit', async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 9, label: 'recipe' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    await page.goto('/contract-review');
    await page.getByRole('button', { name: /Account menu for .*9 credits left/ }).waitFor();
    await page
      .getByLabel('Contract text')
      .fill(
        'Banana bread. Ingredients: 3 ripe bananas, 1/3 cup melted butter, 3/4 cup sugar, 1 egg, 1 teaspoon vanilla, 1 1/2 cups flour. Preheat the oven to 175°C, stir everything together and bake for 60 minutes. Serves 8.',
      );
    await page.getByLabel('Reviewing on behalf of').fill('Me');
    await page.getByRole('button', { name: 'Analyse Contract' }).click();
    await page.getByText(contractMessages.notAContract).waitFor();
    expect(page.url()).toBe(`${baseUrl}/contract-review`);
    await page.reload();
    await page.getByRole('button', { name: /Account menu for .*9 credits left/ }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the last-used playbook is a visible, removable choice and the results page names it', async () => {
    const user = await createVerifiedUser({ plan: 'paid', credits: 9, label: 'playbookuse' });
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    await signInContext(context, user);
    const created = await context.request.post(`${baseUrl}/api/playbooks`, {
      data: { name: 'Buyer-friendly terms', content: 'Cap liability at 12 months of fees.' },
      headers: { origin: baseUrl },
    });
    const { id } = (await created.json()) as { id: number };
    await context.request.post(`${baseUrl}/api/playbooks/set-last-used/${id}`, { headers: { origin: baseUrl } });

    await page.goto('/contract-review');
    const chosen = page.getByTestId('playbook-in-use');
    await chosen.getByText('Buyer-friendly terms').waitFor();
    await chosen.getByText(reviewMessages.playbookPreselected).waitFor();
    await chosen.getByRole('button', { name: reviewMessages.removePlaybook }).click();
    await chosen.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Playbook (optional)').inputValue()).toBe('none');
    await page.getByLabel('Playbook (optional)').selectOption(String(id));
    await chosen.getByText('Buyer-friendly terms').waitFor();
    expect(await chosen.getByText(reviewMessages.playbookPreselected).count()).toBe(0);

    await page.getByLabel('Contract text').fill(servicesText);
    await page.getByLabel('Reviewing on behalf of').fill('Beta Retail LLC');
    await page.getByRole('button', { name: 'Analyse Contract' }).click();
    await page.waitForURL(/\/results\//, { timeout: 90_000 });
    expect(await page.getByTestId('results-playbook').innerText()).toBe(
      `${resultsMessages.playbookLabel} Buyer-friendly terms`,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
