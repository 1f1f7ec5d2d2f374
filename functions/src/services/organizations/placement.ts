/**
 * Where a member's work lives and who pays for it (docs/credits.md, "Organisations"):
 *  - a submission is charged to the organisation while its balance lasts, else to the member;
 *  - it is kept in the organisation's library when shared, else in the member's own;
 *  - a contract is found in the member's own partition first, then in the organisation's, and only
 *    while the membership exists (removed members lose access; the contracts stay).
 */
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import { notFound } from '../../domain/errors/app-error';
import { organizationPaysAsPaid } from '../../domain/organizations/plans';
import type { Placement } from '../contracts/submit';

export interface MemberView {
  id: string;
  organizationId?: string;
}

export interface SubmissionChoices {
  /** Keep the contract in the organisation's library (default for members). */
  shareWithOrganization?: boolean | undefined;
  /** Which playbook list `playbookId` comes from. */
  playbookScope?: 'personal' | 'organization' | undefined;
}

export function createPlacement(deps: {
  organizations: Pick<OrganizationsRepo, 'getMembership' | 'get'>;
  contracts: Pick<ContractsRepo, 'get'>;
}) {
  /** The user's organisation, only while the membership exists. */
  async function organizationOf(user: MemberView): Promise<string | undefined> {
    if (!user.organizationId) return undefined;
    const membership = await deps.organizations.getMembership(user.organizationId, user.id);
    return membership ? user.organizationId : undefined;
  }

  return {
    organizationOf,

    /**
     * The plan the user's downloads and redlines are judged by: `paid` for a paid account, and for
     * any member of a Business or Enterprise organisation.
     */
    async effectivePlan(user: MemberView & { subscriptionType: string }): Promise<'free' | 'paid'> {
      if (user.subscriptionType === 'paid') return 'paid';
      const organizationId = await organizationOf(user);
      const organization = organizationId ? await deps.organizations.get(organizationId) : undefined;
      return organization && organizationPaysAsPaid(organization.plan) ? 'paid' : 'free';
    },

    async forSubmission(user: MemberView, choices: SubmissionChoices): Promise<Placement> {
      const organizationId = await organizationOf(user);
      if (!organizationId) return { ownerId: user.id, payers: [user.id] };
      const shared = choices.shareWithOrganization ?? true;
      return {
        ownerId: shared ? organizationId : user.id,
        payers: [organizationId, user.id],
        submittedBy: user.id,
        playbookOwnerId: choices.playbookScope === 'organization' ? organizationId : user.id,
      };
    },

    /** The owner id whose partition holds the contract, for this user; 404 when they may not see it. */
    async contractOwner(user: MemberView, contractId: string): Promise<string> {
      if (await deps.contracts.get(user.id, contractId)) return user.id;
      const organizationId = await organizationOf(user);
      if (organizationId && (await deps.contracts.get(organizationId, contractId))) return organizationId;
      throw notFound('Contract not found');
    },
  };
}

export type ContractPlacement = ReturnType<typeof createPlacement>;
