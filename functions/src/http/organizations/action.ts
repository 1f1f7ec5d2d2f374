/** How every organisations route starts: the session (and, for writes, the Origin check). */
import { getConfig } from '../../config';
import { requireSession, type SessionContext } from '../core/auth';
import { assertSameOrigin, type ApiEvent } from '../core/request';
import type { HttpResult } from '../core/respond';

export const orgIdOf = (event: ApiEvent): string => event.pathParameters?.orgId ?? '';

export function action(write: boolean, run: (event: ApiEvent, session: SessionContext) => Promise<HttpResult>) {
  return async (event: ApiEvent) => {
    if (write) assertSameOrigin(event, getConfig().appOrigin);
    return run(event, await requireSession(event));
  };
}
