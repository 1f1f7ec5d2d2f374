/**
 * analysis.failed on the organisation's webhook: an organisation's contract whose analysis fails
 * for good (the model refuses: a permanent error) is failed and its credit refunded to the
 * organisation once, and the receiver on 127.0.0.1 gets analysis.failed, signed. The job runs
 * in-process on a contract queued only in memory, so the local cloud's own worker cannot take it
 * first and complete it; the webhook goes through the real queue and delivery job.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisJobHandler } from '../../../functions/src/jobs/analysis/handler';
import { getAnalysisJobDeps } from '../../../functions/src/jobs/analysis/deps';
import { PermanentAnalysisError } from '../../../functions/src/services/contracts';
import type { Webhook } from '../../../shared/schemas/api-keys';
import { contractMessages } from '../../../shared/messages';
import { sqsRecord } from '../../support/sqs-record';
import { event, memoryQueue, storage, submission, submitter } from '../contracts/helpers';
import { createFirm, orgBalance } from '../organizations/helpers';

const received: Array<{ body: string; signature: string }> = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8').on('data', (d: string) => (body += d));
  req.on('end', () => {
    received.push({ body, signature: String(req.headers['clausewise-signature'] ?? '') });
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('organisation webhook', () => {
  it('tells analysis.failed, signed, when an analysis fails for good; the organisation gets its credit back', async () => {
    const { orgId, owner } = await createFirm({ size: 1, plan: 'enterprise', credits: 1 });
    const hook = await owner.client.call<Webhook>('PUT', `/api/orgs/${orgId}/webhook`, { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` });
    expect(hook.status).toBe(200);

    const queue = memoryQueue();
    const { id } = await submitter(queue)(orgId, submission({ behalfOf: 'Failing Holdings' }), undefined, { ownerId: orgId, payers: [orgId], submittedBy: owner.id });
    expect(await orgBalance(orgId)).toBe(0);
    const handle = createAnalysisJobHandler(
      getAnalysisJobDeps({ analyzer: { analyze: () => Promise.reject(new PermanentAnalysisError('no access to the model')) } }),
    );
    expect((await handle(event(sqsRecord(queue.sent[0], 1)))).batchItemFailures).toEqual([]);
    expect(await storage().contracts.get(orgId, id, { consistent: true })).toMatchObject({ status: 'failed', errorMessage: contractMessages.analysisFailed, refunded: true });
    expect(await orgBalance(orgId)).toBe(1);

    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const delivered = received[0]!;
    expect(JSON.parse(delivered.body)).toMatchObject({ type: 'analysis.failed', data: { contractId: id, status: 'failed' } });
    const parts = Object.fromEntries(delivered.signature.split(',').map((p) => p.split('=', 2) as [string, string]));
    expect(parts.v1).toBe(createHmac('sha256', hook.body.secret!).update(`${parts.t}.${delivered.body}`).digest('hex'));
  }, 60_000);
});
