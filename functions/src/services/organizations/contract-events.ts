/**
 * What happens for an organisation when one of its analyses settles for good: a completed analysis
 * it paid for or keeps is counted for the usage page (one item per contract, so telling twice
 * counts once), and the organisation's webhook is told (./webhook-events.ts queues the delivery).
 */
import type { ContractRecord } from '../../adapters/repositories/contracts';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import { isOrganizationId } from '../../domain/owners';
import type { ContractEvents } from '../contracts/types';
import type { Clock } from '../../adapters/clock';

export interface WebhookEventSink {
  /** Queues `analysis.completed` / `analysis.failed` for an organisation-owned contract. */
  publish(type: 'analysis.completed' | 'analysis.failed', contract: ContractRecord): Promise<void>;
}

/** The organisation an analysis counts for: the one that keeps it, else the one that paid. */
function organizationOf(contract: ContractRecord): string | undefined {
  if (isOrganizationId(contract.userId)) return contract.userId;
  if (contract.billedTo && isOrganizationId(contract.billedTo)) return contract.billedTo;
  return undefined;
}

export function createContractEvents(deps: {
  organizations: Pick<OrganizationsRepo, 'recordUsage'>;
  webhooks?: WebhookEventSink;
  clock: Clock;
}): ContractEvents {
  return {
    async completed(contract) {
      const organizationId = organizationOf(contract);
      if (!organizationId) return;
      const completedAt = new Date(deps.clock.now()).toISOString();
      await deps.organizations.recordUsage(organizationId, {
        contractId: contract.id,
        month: (contract.completedAt ?? completedAt).slice(0, 7),
        submittedBy: contract.submittedBy ?? contract.userId,
        completedAt: contract.completedAt ?? completedAt,
      });
      if (isOrganizationId(contract.userId)) await deps.webhooks?.publish('analysis.completed', contract);
    },

    async failed(contract) {
      if (isOrganizationId(contract.userId)) await deps.webhooks?.publish('analysis.failed', contract);
    },
  };
}
