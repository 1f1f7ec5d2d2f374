/**
 * What the results journeys (tests/e2e/results.e2e.test.ts) share: the contract they analyse, a
 * completed analysis through the API, a pending contract written straight to the table, and the
 * optional screenshots (RESULTS_SCREENSHOTS=<dir>).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { expect, inject } from 'vitest';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createContractsRepo } from '../../functions/src/adapters/dynamo/contracts-repo';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { apiRoutes } from '../../functions/src/http/routes';
import { parseAdminConfig } from '../../scripts/admin/config';
import { normaliseAnalysis, type Analysis } from '../../shared/schemas/analysis';
import type { AnalysisResponse } from '../../shared/schemas/contracts';
import { signInContext, type E2eUser } from './e2e-users';

export const baseUrl = inject('baseUrl');
export const shotsDir = process.env.RESULTS_SCREENSHOTS;

export const CONTRACT = `MASTER SERVICES AGREEMENT

This Master Services Agreement ("Agreement") is entered into as of January 15, 2025 (the "Effective Date") by and between Northwind Analytics Ltd. ("Provider") and Harbor Freight Logistics Inc. ("Customer").

1. Services. Provider shall perform the data analytics services described in each Statement of Work.

2. Fees and Payment. Customer shall pay all invoices within fifteen (15) days of receipt. Late payments bear interest at 2% per month.

3. Term and Renewal. This Agreement has an initial term of one (1) year and renews automatically for successive one-year terms unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.

4. Indemnification. Customer shall indemnify, defend and hold harmless Provider from any and all claims, losses and damages arising out of or relating to this Agreement, without limitation.

5. Limitation of Liability. In no event shall Provider's aggregate liability exceed the fees paid in the one (1) month preceding the claim. Customer's liability is unlimited.

6. Confidentiality. Each party shall keep the other party's Confidential Information confidential using reasonable efforts, as appropriate.

7. Termination. Provider may terminate this Agreement at any time for convenience upon five (5) days' notice. Customer may terminate only for material breach.

8. Governing Law. This Agreement is governed by the laws of the State of New York.
`;

/** Signs the context in, submits the contract through the API and waits until it is analysed. */
export async function completedAnalysis(
  context: BrowserContext,
  user: E2eUser,
): Promise<{ id: string; analysis: Analysis }> {
  await signInContext(context, user);
  const submitted = await context.request.post(`${baseUrl}/api/contract/analyze`, {
    data: { contractText: CONTRACT, behalfOf: 'Harbor Freight Logistics Inc.' },
    headers: { origin: baseUrl, 'Idempotency-Key': randomUUID() },
  });
  if (!submitted.ok()) throw new Error(`Submit failed: ${submitted.status()} ${await submitted.text()}`);
  const { id } = (await submitted.json()) as { id: string };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const res = await context.request.get(`${baseUrl}/api/contract/analysis/${id}`);
    const body = (await res.json()) as AnalysisResponse;
    if (body.status === 'completed') {
      expect(body.contractText).toBe(CONTRACT);
      return { id, analysis: normaliseAnalysis(body.analysis)! };
    }
    if (body.status === 'failed') throw new Error(`Analysis failed: ${body.errorMessage}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('Analysis did not complete in time');
}

/** A pending contract written straight through the contracts repository (no queue, so it stays pending). */
export async function storePendingContract(user: E2eUser) {
  const table = createTable(parseAdminConfig(process.env).table);
  const record = await createUsersRepo(table).getByEmail(user.email.toLowerCase());
  if (!record) throw new Error(`No user record for ${user.email}`);
  const contracts = createContractsRepo(table);
  const id = ulid();
  const created = await contracts.create({
    id,
    userId: record.id,
    behalfOf: 'Stored Ltd',
    playbookId: null,
    additionalInstructions: '',
    excerpt: CONTRACT.slice(0, 150),
    createdAt: new Date().toISOString(),
    contractText: CONTRACT,
    textChars: CONTRACT.length,
    originalDocxPath: null,
    originalDocxFilename: null,
    hasOriginalDocx: false,
    originalPdfPath: null,
    originalPdfFilename: null,
    hasOriginalPdf: false,
  });
  expect(created).toBe(true);
  return { contracts, userId: record.id, id };
}

/** The reports API is built in parallel: its journeys run once its routes are declared. */
export function reportsDeployed(): boolean {
  return apiRoutes.some((r) => r.method === 'POST' && r.path === '/api/pdf/generate-report');
}

export async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(400); // let drawers and tab indicators settle
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: !name.includes('drawer') });
}
