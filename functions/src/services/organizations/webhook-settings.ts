/**
 * The organisation's webhook (Enterprise): owners and admins set its HTTPS URL (a new signing
 * secret each time, shown once), remove it, and see the latest deliveries.
 */
import { organizationMessages as om } from '../../../../shared/organization-messages';
import type { Webhook } from '../../../../shared/schemas/api-keys';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import type { WebhookDeliveriesRepo } from '../../adapters/repositories/webhook-deliveries';
import { AppError, validationFailed } from '../../domain/errors/app-error';
import { canUseApi } from '../../domain/organizations/plans';
import { newWebhookSecret } from '../../domain/organizations/webhooks';
import { organizationNotFound, requireManager } from './access';
import type { Caller } from './types';
import type { Clock } from '../../adapters/clock';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function createWebhookSettings(deps: {
  organizations: Pick<OrganizationsRepo, 'getMembership' | 'get' | 'setWebhook'>;
  deliveries: Pick<WebhookDeliveriesRepo, 'listRecent'>;
  clock: Clock;
  /** The local cloud also accepts http:// receivers on this machine (tests, trying it out). */
  allowLoopbackHttp: boolean;
}) {
  const { organizations, deliveries, clock } = deps;

  async function view(organizationId: string, secret?: string): Promise<Webhook> {
    const [organization, recent] = await Promise.all([
      organizations.get(organizationId),
      deliveries.listRecent(organizationId, 20),
    ]);
    return {
      url: organization?.webhook?.url ?? null,
      updatedAt: organization?.webhook?.updatedAt ?? null,
      ...(secret ? { secret } : {}),
      deliveries: recent.map((d) => ({
        eventId: d.eventId,
        type: d.type,
        contractId: d.contractId,
        status: d.status,
        attempts: d.attempts,
        lastError: d.lastError,
        updatedAt: d.updatedAt,
      })),
    };
  }

  return {
    async get(caller: Caller, organizationId: string): Promise<Webhook> {
      await requireManager(organizations, organizationId, caller.id);
      return view(organizationId);
    },

    async set(caller: Caller, organizationId: string, url: string): Promise<Webhook> {
      await requireManager(organizations, organizationId, caller.id);
      const organization = await organizations.get(organizationId);
      if (!organization) throw organizationNotFound();
      if (!canUseApi(organization.plan))
        throw new AppError(402, 'PLAN_REQUIRED', om.apiNeedsEnterprise, { needsUpgrade: true });
      const target = new URL(url);
      const loopbackHttp = deps.allowLoopbackHttp && target.protocol === 'http:' && LOOPBACK_HOSTS.has(target.hostname);
      if ((target.protocol !== 'https:' && !loopbackHttp) || target.username || target.password)
        throw validationFailed(om.webhookUrlInvalid, { url: om.webhookUrlInvalid });
      const secret = newWebhookSecret();
      await organizations.setWebhook(organizationId, {
        url: target.toString(),
        secret,
        updatedAt: new Date(clock.now()).toISOString(),
      });
      return view(organizationId, secret);
    },

    async remove(caller: Caller, organizationId: string): Promise<void> {
      await requireManager(organizations, organizationId, caller.id);
      await organizations.setWebhook(organizationId, null);
    },
  };
}
