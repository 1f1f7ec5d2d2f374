/**
 * The API reference page, signed out: rendered from the server's OpenAPI document, every operation
 * of it on the page (with its fields and both answers of an operation that may answer 202); a
 * failed load says so and Try again loads it.
 */
import { expect, inject, it } from 'vitest';
import { describeInBrowser, openPage } from '../support/browser';

const baseUrl = inject('baseUrl');

describeInBrowser('API documentation', (getBrowser) => {
  it('renders every operation of /api/v1/openapi.json, after a failed load and Try again', async () => {
    const { page, context, pageErrors } = await openPage(getBrowser(), baseUrl);
    try {
      const doc = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { operationId: string }>>;
      };
      const operationIds = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
      expect(operationIds).toEqual(
        expect.arrayContaining(['submitContract', 'getContract', 'createUpload', 'extractUpload', 'getExtraction']),
      );

      await page.route(
        '**/api/v1/openapi.json',
        (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
        { times: 1 },
      );
      await page.goto('/api-docs');
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Failed to load the API description. Please try again.' });
      await alert.waitFor();
      await alert.getByRole('button', { name: 'Try again' }).click();

      await page.getByRole('heading', { level: 1, name: 'API documentation' }).waitFor();
      await page.getByRole('article', { name: 'submitContract' }).waitFor();
      for (const id of operationIds)
        expect([id, await page.getByRole('article', { name: id, exact: true }).count()]).toEqual([id, 1]);
      const submit = page.getByRole('article', { name: 'submitContract' });
      for (const field of ['contractText', 'behalfOf', 'playbookId', 'additionalInstructions']) {
        expect(await submit.getByText(field, { exact: true }).count()).toBeGreaterThan(0);
      }
      const extract = page.getByRole('article', { name: 'extractUpload' });
      expect(await extract.getByText('Answer 200').isVisible()).toBe(true);
      expect(await extract.getByText('Answer 202').isVisible()).toBe(true);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
