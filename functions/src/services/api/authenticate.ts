/**
 * Who calls /api/v1: the API key in `Authorization: Bearer <key>`, never a cookie. A missing,
 * unknown or revoked key is a 401 (revoking deletes the lookup item, and the lookup is a consistent
 * read, so the very next call is refused); a key of an organisation no longer on Enterprise is a
 * 403; each key may make `perMinute` calls a minute (429 with Retry-After past it); a read key may
 * not call a write operation (403).
 */
import { apiMessages, organizationMessages } from '../../../../shared/organization-messages';
import type { ApiKeyIdentity, ApiKeysRepo } from '../../adapters/repositories/api-keys';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import type { RateLimitRepo } from '../../adapters/repositories/rate-limit';
import { rateWindow, retryAfterSeconds } from '../../domain/accounts/rate-limits';
import { AppError } from '../../domain/errors/app-error';
import { hashApiKey, LAST_USED_RESOLUTION_MS, looksLikeApiKey } from '../../domain/organizations/api-keys';
import { canUseApi } from '../../domain/organizations/plans';
import type { Clock } from '../../adapters/clock';
import type { LogPort } from '../../log/port';

export type ApiCaller = ApiKeyIdentity;

const unauthorized = (message: string, code: 'UNAUTHENTICATED' | 'API_KEY_INVALID') =>
  new AppError(401, code, message, {}, { 'www-authenticate': 'Bearer realm="clausewise"' });

export function createApiAuthenticator(deps: {
  apiKeys: ApiKeysRepo;
  organizations: Pick<OrganizationsRepo, 'get'>;
  rateLimits: RateLimitRepo;
  clock: Clock;
  perMinute: number;
  log: Pick<LogPort, 'warn'>;
}) {
  const rule = { name: 'api-key', limit: deps.perMinute, windowSeconds: 60 };

  return async function authenticate(authorization: string | undefined, needs: 'read' | 'write'): Promise<ApiCaller> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) throw unauthorized(apiMessages.missingKey, 'UNAUTHENTICATED');
    const key = match[1]!;
    const identity = looksLikeApiKey(key) ? await deps.apiKeys.findByHash(hashApiKey(key)) : undefined;
    if (!identity) throw unauthorized(apiMessages.invalidKey, 'API_KEY_INVALID');

    const now = deps.clock.now();
    const window = rateWindow(rule, identity.id, now);
    const [count, organization] = await Promise.all([
      deps.rateLimits.hit(window),
      deps.organizations.get(identity.organizationId),
    ]);
    if (count > rule.limit) {
      const wait = retryAfterSeconds(window, now);
      throw new AppError(429, 'RATE_LIMITED', apiMessages.rateLimited, {}, { 'retry-after': String(wait) });
    }
    if (!organization) throw unauthorized(apiMessages.invalidKey, 'API_KEY_INVALID');
    if (!canUseApi(organization.plan))
      throw new AppError(403, 'PLAN_REQUIRED', organizationMessages.apiNeedsEnterprise);
    if (needs === 'write' && identity.scope !== 'write')
      throw new AppError(403, 'API_KEY_SCOPE', apiMessages.readOnlyKey);
    // The last use is shown to the admins; a failure to record it never fails the call.
    await deps.apiKeys
      .touch(identity.organizationId, identity.id, now, LAST_USED_RESOLUTION_MS)
      .catch((error: unknown) => {
        deps.log.warn('api key use not recorded', { keyId: identity.id, error });
      });
    return identity;
  };
}

export type ApiAuthenticator = ReturnType<typeof createApiAuthenticator>;
