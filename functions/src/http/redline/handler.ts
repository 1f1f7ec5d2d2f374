/**
 * Redline Lambda: POST /api/contract/redline/{id} (generate, or return the stored redline) for the
 * owner of an analysed contract; someone else's or a missing id is a 404 (spec sections 3 and 7).
 */
import { isValid as isUlid } from 'ulid';
import type { RedlineResponse } from '../../../../shared/schemas/redline';
import { getConfig } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound } from '../core/errors';
import { assertSameOrigin, type ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { getRedlineServices } from './deps';

assertSessionKeyConfigured();

const contractIdOf = (event: ApiEvent): string => {
  const id = event.pathParameters?.id ?? '';
  if (!isUlid(id)) throw notFound('Contract not found');
  return id;
};

async function generate(event: ApiEvent) {
  assertSameOrigin(event, getConfig().appOrigin);
  const { user } = await requireSession(event);
  const result = await getRedlineServices().generateRedline(user, contractIdOf(event));
  const body: RedlineResponse = { redlineMetadata: result.redlineMetadata };
  return json(result.created ? 201 : 200, body);
}

export const handler = createHandler({
  'POST /api/contract/redline/{id}': generate,
});
