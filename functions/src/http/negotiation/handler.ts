/**
 * Negotiation Lambda, for the owner of an analysed contract (someone else's or a missing id is a 404):
 *  - POST /api/docx/generate-response/{id} with { author, decisions }: the answer to the other
 *    side's changes as a Word file (paid plans; free in the beta);
 *  - GET /api/contract/{id}/decisions: the decisions recorded with the last answer;
 *  - GET /api/docx/comparison/{id}: the comparison file of a contract compared with its previous draft.
 */
import { isValid as isUlid } from 'ulid';
import { GenerateResponseRequestSchema } from '../../../../shared/schemas/negotiation';
import { negotiationMessages } from '../../../../shared/negotiation-messages';
import { getConfig } from '../../config';
import type { User } from '../../services/accounts';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound } from '../core/errors';
import { assertSameOrigin, parseBody, type ApiEvent } from '../core/request';
import { file, json } from '../core/respond';
import { createHandler } from '../core/router';
import { getNegotiationServices } from './deps';

assertSessionKeyConfigured();

const contractIdOf = (event: ApiEvent): string => {
  const id = event.pathParameters?.id ?? '';
  if (!isUlid(id)) throw notFound(negotiationMessages.notFound);
  return id;
};

/** The contract's owner (the user, or their organisation for a shared contract), the plan that applies and who acts. */
async function callerFor(user: User, contractId: string) {
  const { placement } = getNegotiationServices();
  const subscriptionType = await placement.effectivePlan(user);
  // A paid-only download answers a free caller "paid plans only" before anything is looked up.
  const id = subscriptionType === 'paid' ? await placement.contractOwner(user, contractId) : user.id;
  return { id, subscriptionType, actorId: user.id };
}

const download = (result: { body: Uint8Array; contentType: string; filename: string }) =>
  file(
    Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength),
    result.contentType,
    result.filename,
  );

async function generateResponse(event: ApiEvent) {
  assertSameOrigin(event, getConfig().appOrigin);
  const { user } = await requireSession(event);
  const id = contractIdOf(event);
  const request = parseBody(event, GenerateResponseRequestSchema);
  return download(await getNegotiationServices().negotiation.generateResponse(await callerFor(user, id), id, request));
}

async function decisions(event: ApiEvent) {
  const { user } = await requireSession(event);
  const id = contractIdOf(event);
  const owner = await getNegotiationServices().placement.contractOwner(user, id);
  return json(
    200,
    await getNegotiationServices().negotiation.decisions({ id: owner, subscriptionType: user.subscriptionType }, id),
  );
}

async function comparison(event: ApiEvent) {
  const { user } = await requireSession(event);
  const id = contractIdOf(event);
  return download(await getNegotiationServices().negotiation.comparison(await callerFor(user, id), id));
}

export const handler = createHandler({
  'POST /api/docx/generate-response/{id}': generateResponse,
  'GET /api/contract/{id}/decisions': decisions,
  'GET /api/docx/comparison/{id}': comparison,
});
