/**
 * A firm in the browser: the owner creates an organisation, the operator grants Business and
 * credits, the owner invites a colleague by email and adds a shared playbook, the colleague accepts
 * the emailed link, analyses a contract with the shared playbook on the organisation's credits (the
 * account menu says whose), and the owner finds it in the organisation's shared library. The
 * organisation's low balance: the member is told to ask an admin; the owner's dialog buys for the
 * organisation through the local checkout, and the shared balance shows the pack. Every step waits
 * for what the user would see, never a timer.
 */
import { expect, inject, it } from 'vitest';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createCreditsRepo } from '../../functions/src/adapters/dynamo/credits-repo';
import { createOrganizationsRepo } from '../../functions/src/adapters/dynamo/organizations-repo';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { parseAdminConfig } from '../../scripts/admin/config';
import { paymentMessages } from '../../shared/payment-messages';
import { lowCreditsMessages } from '../../shared/review-messages';
import { describeInBrowser, openPage } from '../support/browser';
import { createVerifiedUser, signInContext } from '../support/e2e-users';
import { firstLink, waitForMail } from '../support/mailbox';

const baseUrl = inject('baseUrl');
const CONTRACT =
  'MASTER SERVICES AGREEMENT\n\nThis Agreement is made between Harbor Analytics Inc. (the Supplier) and Fenwick Retail Ltd (the Customer). ' +
  "1. Services. The Supplier provides data services. 2. Fees. Invoices are payable within 30 days. 3. Liability. The Supplier's liability is unlimited. " +
  '4. Term. This Agreement lasts two years and renews automatically. 5. Governing Law. The laws of England and Wales govern this Agreement.';

describeInBrowser('organisations', (getBrowser) => {
  it('invite, accept, shared credits and shared library', { timeout: 180_000 }, async () => {
    const owner = await createVerifiedUser({ label: 'firm-owner' });
    const colleague = await createVerifiedUser({ label: 'firm-member', credits: 0 });
    const a = await openPage(getBrowser(), baseUrl);
    const b = await openPage(getBrowser(), baseUrl);
    try {
      await signInContext(a.context, owner);
      await signInContext(b.context, colleague);

      // The owner creates the organisation.
      await a.page.goto('/organization');
      await a.page.getByLabel('Organisation name').fill('Fairlie & Hart LLP');
      await a.page.getByRole('button', { name: 'Create organisation' }).click();
      await a.page.getByRole('heading', { name: 'Fairlie & Hart LLP' }).waitFor();

      // The operator grants Business and 3 credits (npm run admin -- org plan|credits).
      const table = createTable(parseAdminConfig(process.env).table);
      const organizations = createOrganizationsRepo(table);
      const ownerRecord = await createUsersRepo(table).getByEmail(owner.email);
      const orgId = ownerRecord!.organizationId!;
      await organizations.setPlan(orgId, 'business');
      await createCreditsRepo(table).add(orgId, 3);
      await a.page.reload();
      await expect.poll(() => a.page.getByTestId('organization-credits').textContent()).toBe('3 credits left');

      // The owner invites the colleague by email.
      const invite = a.page.getByRole('form', { name: 'Invite a colleague' });
      await invite.getByLabel('Email').fill(colleague.email);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await a.page.getByText(`Invitation sent to ${colleague.email}`).first().waitFor();
      await a.page
        .getByRole('group', { name: 'Pending invitations' })
        .or(a.page.getByText(colleague.email).first())
        .first()
        .waitFor();

      // The owner adds a shared playbook for the whole firm.
      const playbookForm = a.page.getByRole('form', { name: 'New shared playbook' });
      await playbookForm.getByLabel('Name').fill('Firm standard');
      await playbookForm.getByLabel('Instructions').fill('Flag any unlimited liability and automatic renewal.');
      await playbookForm.getByRole('button', { name: 'Add shared playbook' }).click();
      await a.page
        .getByRole('region', { name: 'Shared playbooks' })
        .getByText('Firm standard', { exact: true })
        .waitFor();

      // The colleague opens the emailed link and accepts.
      const mail = await waitForMail(inject('mailboxUrl'), colleague.email, (m) =>
        (m.body.text ?? '').includes('/invite/'),
      );
      expect(mail.subject).toBe('Invitation to join an organisation on Clausewise');
      expect(mail.body.text).toContain('Rita Reviewer invited you to join the organisation “Fairlie & Hart LLP”');
      const link = firstLink(mail, '/invite/')!;
      await b.page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await b.page.getByRole('heading', { name: 'Join Fairlie & Hart LLP' }).waitFor();
      await b.page.getByRole('button', { name: 'Accept invitation' }).click();
      await b.page.waitForURL('**/organization');
      await b.page.getByRole('heading', { name: 'Fairlie & Hart LLP' }).waitFor();

      // The account menu says whose credits are used.
      await b.page.getByRole('button', { name: /Account menu for Rita: Active, 3 credits left/ }).click();
      await b.page.getByTestId('credit-source').filter({ hasText: "Using Fairlie & Hart LLP's credits" }).waitFor();
      await b.page.keyboard.press('Escape');

      // The colleague analyses a contract: the organisation pays.
      // Three shared credits: the business plan's low-credit warning, about the organisation's balance;
      // a member cannot add credits to it, so is told whom to ask.
      await b.page.goto('/contract-review');
      const low = b.page.getByRole('dialog', { name: 'Running low on credits' });
      await low.getByText(lowCreditsMessages.memberBody('Fairlie & Hart LLP', 3)).waitFor();
      expect(await low.getByRole('button', { name: 'Request Top-up' }).count()).toBe(0);
      await low.getByRole('button', { name: 'Close', exact: true }).click();
      await b.page.getByText("Fairlie & Hart LLP's credits").waitFor();
      const form = b.page.getByRole('form', { name: 'Contract review request' });
      await form.getByLabel('Contract text').fill(CONTRACT);
      await form.getByLabel('Reviewing on behalf of').fill('Fenwick Retail Ltd');
      await form.getByRole('option', { name: 'Firm standard' }).waitFor({ state: 'attached' });
      await form.getByLabel('Playbook (optional)').selectOption({ label: 'Firm standard' });
      expect(await form.getByRole('checkbox', { name: /Share with Fairlie & Hart LLP/ }).isChecked()).toBe(true);
      await form.getByRole('button', { name: 'Analyse Contract' }).click();
      await b.page.waitForURL(/\/results\/[^/]+$/, { timeout: 90_000 });

      // The owner finds it in the organisation's library; the shared balance went down by one.
      await a.page.goto('/library');
      await a.page.getByRole('button', { name: 'Fairlie & Hart LLP' }).click();
      await a.page.getByText('Fenwick Retail Ltd').first().waitFor();
      await a.page.goto('/organization');
      await expect.poll(() => a.page.getByTestId('organization-credits').textContent()).toBe('2 credits left');
      await a.page.getByRole('region', { name: 'Usage' }).getByText('Rita Reviewer').waitFor();

      // The owner's low-credit dialog is about the organisation and buys a pack for it.
      await a.page.goto('/contract-review');
      const ownerLow = a.page.getByRole('dialog', { name: 'Running low on credits' });
      await ownerLow.getByText(lowCreditsMessages.organizationBody('Fairlie & Hart LLP', 2)).waitFor();
      await ownerLow.getByRole('link', { name: 'Buy credits for Fairlie & Hart LLP' }).click();
      await a.page.getByRole('heading', { name: 'Buy credits for Fairlie & Hart LLP' }).waitFor();
      await a.page.getByRole('button', { name: 'Buy Starter' }).click();
      await a.page.waitForURL(/\/local-checkout\/cs_local_/);
      await a.page.getByRole('button', { name: 'Pay 19.00 USD' }).click();
      await a.page.waitForURL(/\/payment-success\?session_id=cs_local_/);
      await a.page.getByRole('heading', { name: paymentMessages.successTitle }).waitFor();
      await a.page.getByTestId('account-heading').filter({ hasText: 'Fairlie & Hart LLP' }).waitFor();
      expect(await a.page.getByTestId('account-previous-credits').textContent()).toBe('2');
      expect(await a.page.getByTestId('account-updated-credits').textContent()).toBe('12');
      await a.page.goto('/organization');
      await expect.poll(() => a.page.getByTestId('organization-credits').textContent()).toBe('12 credits left');
      expect([...a.pageErrors, ...b.pageErrors]).toEqual([]);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
