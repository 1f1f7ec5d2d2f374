/**
 * Playbooks Lambda (docs/product-spec.md section 7): list, create, update, delete, set the last used playbook,
 * and export/import as a portable JSON document. Ids in paths are numbers; anything else, and
 * another user's id, is a 404.
 */
import {
  parsePlaybookId,
  PlaybookExportSchema,
  PlaybookInputSchema,
  type LastUsedPlaybook,
} from '../../../../shared/schemas/playbooks';
import { getConfig } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound } from '../core/errors';
import { assertSameOrigin, parseBody, type ApiEvent } from '../core/request';
import { json, type HttpResult } from '../core/respond';
import { createHandler } from '../core/router';
import { getPlaybookService } from './deps';

assertSessionKeyConfigured();

const NOT_FOUND = 'Playbook not found';

function pathId(event: ApiEvent, name = 'id'): number {
  const id = parsePlaybookId(event.pathParameters?.[name]);
  if (id === undefined) throw notFound(NOT_FOUND);
  return id;
}

/** Session (and, for writes, the Origin check) then the action (use-case failures are AppErrors). */
function action(write: boolean, run: (event: ApiEvent, userId: string) => Promise<HttpResult>) {
  return async (event: ApiEvent) => {
    if (write) assertSameOrigin(event, getConfig().appOrigin);
    const { userId } = await requireSession(event);
    return run(event, userId);
  };
}

export const handler = createHandler({
  'GET /api/playbooks': action(false, async (_e, userId) => json(200, await getPlaybookService().list(userId))),

  'POST /api/playbooks': action(true, async (event, userId) => {
    const fields = parseBody(event, PlaybookInputSchema);
    return json(201, await getPlaybookService().create(userId, fields));
  }),

  'PUT /api/playbooks/{id}': action(true, async (event, userId) => {
    const id = pathId(event);
    const fields = parseBody(event, PlaybookInputSchema);
    return json(200, await getPlaybookService().update(userId, id, fields));
  }),

  'DELETE /api/playbooks/{id}': action(true, async (event, userId) => {
    await getPlaybookService().remove(userId, pathId(event));
    return json(200, { message: 'Playbook deleted successfully' });
  }),

  'POST /api/playbooks/set-last-used/{playbookId}': action(true, async (event, userId) => {
    const raw = event.pathParameters?.playbookId;
    const id = raw === 'null' ? null : pathId(event, 'playbookId');
    const body: LastUsedPlaybook = { lastUsedPlaybookId: await getPlaybookService().setLastUsed(userId, id) };
    return json(200, body);
  }),

  'GET /api/playbooks/export': action(false, async (_e, userId) => {
    const doc = await getPlaybookService().exportAll(userId);
    const result = json(200, doc);
    const date = doc.exportedAt.slice(0, 10);
    return {
      ...result,
      headers: { ...result.headers, 'content-disposition': `attachment; filename="clausewise-playbooks-${date}.json"` },
    };
  }),

  'POST /api/playbooks/import': action(true, async (event, userId) => {
    const doc = parseBody(event, PlaybookExportSchema);
    return json(201, await getPlaybookService().importAll(userId, doc.playbooks));
  }),
});
