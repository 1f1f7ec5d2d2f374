/**
 * Redline Lambda, for the owner of an analysed contract (someone else's or a missing id is a 404):
 *  - POST /api/contract/redline/{id}: generate the redline, or return the stored one
 *    (docs/product-spec.md sections 3, 7);
 *  - POST /api/docx/generate-redlined-report/{id} with { selectedModifications, author? }: the
 *    Word file with the accepted modifications as tracked changes (paid plans; free in the beta).
 */
import { isValid as isUlid } from 'ulid';
import { RedlineDownloadRequestSchema, type RedlineResponse } from '../../../../shared/schemas/redline';
import { getConfig } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import type { User } from '../../services/accounts';
import { requireSession } from '../core/auth';
import { notFound } from '../core/errors';
import { assertSameOrigin, parseBody, type ApiEvent } from '../core/request';
import { file, json } from '../core/respond';
import { createHandler } from '../core/router';
import { recordAudit } from '../audit/deps';
import { getRedlineServices } from './deps';

assertSessionKeyConfigured();

const contractIdOf = (event: ApiEvent): string => {
  const id = event.pathParameters?.id ?? '';
  if (!isUlid(id)) throw notFound('Contract not found');
  return id;
};

/** The contract's owner (the user, or their organisation for a shared contract) and the plan that applies. */
async function callerFor(user: User, contractId: string, paidOnly = false) {
  const { placement } = getRedlineServices();
  const subscriptionType = await placement.effectivePlan(user);
  // A paid-only action answers a free caller "paid plans only" before anything is looked up.
  if (paidOnly && subscriptionType !== 'paid') return { id: user.id, subscriptionType };
  return { id: await placement.contractOwner(user, contractId), subscriptionType };
}

async function generate(event: ApiEvent) {
  assertSameOrigin(event, getConfig().appOrigin);
  const { user } = await requireSession(event);
  const contractId = contractIdOf(event);
  const caller = await callerFor(user, contractId);
  const result = await getRedlineServices().generateRedline(caller, contractId);
  if (result.created) {
    await recordAudit(
      { userId: user.id },
      {
        kind: 'redline-generation',
        contractId,
        ownerId: caller.id,
        details: { changes: result.redlineMetadata.modifications.length },
      },
    );
  }
  const body: RedlineResponse = { redlineMetadata: result.redlineMetadata };
  return json(result.created ? 201 : 200, body);
}

async function download(event: ApiEvent) {
  assertSameOrigin(event, getConfig().appOrigin);
  const { user } = await requireSession(event);
  const request = parseBody(event, RedlineDownloadRequestSchema);
  const contractId = contractIdOf(event);
  const caller = await callerFor(user, contractId, true);
  const result = await getRedlineServices().downloadRedlined(caller, contractId, request);
  await recordAudit(
    { userId: user.id },
    {
      kind: 'download',
      contractId,
      ownerId: caller.id,
      details: { what: 'redlined document', format: 'docx', changesAccepted: request.selectedModifications.length },
    },
  );
  return file(
    Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength),
    result.contentType,
    result.filename,
  );
}

export const handler = createHandler({
  'POST /api/contract/redline/{id}': generate,
  'POST /api/docx/generate-redlined-report/{id}': download,
});
