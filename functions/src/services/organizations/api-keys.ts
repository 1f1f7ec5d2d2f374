/**
 * API keys (Enterprise): owners and admins create them (shown once), list them with their last use,
 * and revoke them. Calls to /api/v1 authenticate with them (services/api/authenticate.ts).
 */
import { organizationMessages as om } from '../../../../shared/organization-messages';
import type { ApiKeySummary, CreatedApiKey } from '../../../../shared/schemas/api-keys';
import type { ApiKeysRepo } from '../../adapters/repositories/api-keys';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import { AppError } from '../../domain/errors/app-error';
import { apiKeyIdFrom, looksLikeApiKeyId, newApiKey, type ApiKeyScope } from '../../domain/organizations/api-keys';
import { canUseApi } from '../../domain/organizations/plans';
import { organizationNotFound, requireManager } from './access';
import type { Caller } from './types';
import type { Clock } from '../../adapters/clock';
import type { LogPort } from '../../log/port';

const keyNotFound = () => new AppError(404, 'NOT_FOUND', om.apiKeyNotFound);

export function createApiKeyService(deps: {
  organizations: Pick<OrganizationsRepo, 'getMembership' | 'get'>;
  apiKeys: ApiKeysRepo;
  clock: Clock;
  newId: () => string;
  log: Pick<LogPort, 'info'>;
}) {
  const { organizations, apiKeys, clock, newId, log } = deps;

  return {
    async create(
      caller: Caller,
      organizationId: string,
      request: { name: string; scope: ApiKeyScope },
    ): Promise<CreatedApiKey> {
      await requireManager(organizations, organizationId, caller.id);
      const organization = await organizations.get(organizationId);
      if (!organization) throw organizationNotFound();
      if (!canUseApi(organization.plan))
        throw new AppError(402, 'PLAN_REQUIRED', om.apiNeedsEnterprise, { needsUpgrade: true });
      const { key, hash, hint } = newApiKey();
      const id = apiKeyIdFrom(newId());
      await apiKeys.create(
        {
          id,
          organizationId,
          name: request.name,
          scope: request.scope,
          hint,
          createdAt: new Date(clock.now()).toISOString(),
          createdBy: caller.id,
        },
        hash,
      );
      log.info('api key created', { organizationId, keyId: id, scope: request.scope });
      return { id, key, name: request.name, scope: request.scope };
    },

    async list(caller: Caller, organizationId: string): Promise<ApiKeySummary[]> {
      await requireManager(organizations, organizationId, caller.id);
      return (await apiKeys.list(organizationId)).map((k) => ({
        id: k.id,
        name: k.name,
        scope: k.scope,
        hint: k.hint,
        createdAt: k.createdAt,
        lastUsedAt: k.lastUsedAt ?? null,
        revokedAt: k.revokedAt ?? null,
      }));
    },

    async revoke(caller: Caller, organizationId: string, keyId: string): Promise<void> {
      await requireManager(organizations, organizationId, caller.id);
      if (!looksLikeApiKeyId(keyId)) throw keyNotFound();
      if (!(await apiKeys.revoke(organizationId, keyId, new Date(clock.now()).toISOString()))) throw keyNotFound();
      log.info('api key revoked', { organizationId, keyId });
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
