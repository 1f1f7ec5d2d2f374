/**
 * analysis.failed on the organisation's webhook: an organisation's contract whose analysis fails
 * for good (the model refuses: a permanent error) is failed and its credit refunded to the
 * organisation once, and the receiver on 127.0.0.1 gets analysis.failed, signed. The job runs
 * in-process on a contract queued only in memory, so the local cloud's own worker cannot take it
 * first and complete it; the webhook goes through the real queue and delivery job.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisJobHandler } from '../../../functions/src/jobs/analysis/handler';
import { getAnalysisJobDeps } from '../../../functions/src/jobs/analysis/deps';
import { PermanentAnalysisError } from '../../../functions/src/services/contracts';
import type { Webhook } from '../../../shared/schemas/api-keys';
import { contractMessages } from '../../../shared/messages';
import { sqsRecord } from '../../support/sqs-record';
import { event, memoryQueue, storage, submission, submitter } from '../contracts/helpers';
import { createFirm, orgBalance } from '../organizations/helpers';
import { signedWith, startWebhookReceiver } from './helpers';

const receiver = await startWebhookReceiver();
afterAll(receiver.close);

describe('organisation webhook', () => {
  it('tells analysis.failed, signed, when an analysis fails for good; the organisation gets its credit back', async () => {
    const { orgId, owner } = await createFirm({ size: 1, plan: 'enterprise', credits: 1 });
    const hook = await owner.client.call<Webhook>('PUT', `/api/orgs/${orgId}/webhook`, { url: receiver.url });
    expect(hook.status).toBe(200);

    const queue = memoryQueue();
    const { id } = await submitter(queue)(orgId, submission({ behalfOf: 'Failing Holdings' }), undefined, {
      ownerId: orgId,
      payers: [orgId],
      submittedBy: owner.id,
    });
    expect(await orgBalance(orgId)).toBe(0);
    const handle = createAnalysisJobHandler(
      getAnalysisJobDeps({
        analyzer: { analyze: () => Promise.reject(new PermanentAnalysisError('no access to the model')) },
      }),
    );
    expect((await handle(event(sqsRecord(queue.sent[0], 1)))).batchItemFailures).toEqual([]);
    expect(await storage().contracts.get(orgId, id, { consistent: true })).toMatchObject({
      status: 'failed',
      errorMessage: contractMessages.analysisFailed,
      refunded: true,
    });
    expect(await orgBalance(orgId)).toBe(1);

    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const delivered = receiver.received[0]!;
    expect(JSON.parse(delivered.body)).toMatchObject({
      type: 'analysis.failed',
      data: { contractId: id, status: 'failed' },
    });
    expect(signedWith(hook.body.secret!, delivered)).toBe(true);
  }, 60_000);
});
