/**
 * Members: roles change and members leave or are removed. Removing a member takes away their
 * access only: the organisation's contracts and playbooks live in its own partition and stay with
 * it; the member keeps their personal ones.
 */
import { organizationMessages as om } from '../../../../shared/organization-messages';
import { AppError } from '../../domain/errors/app-error';
import { canManageMember, type OrganizationRole } from '../../domain/organizations/plans';
import { notAllowed, requireMembership } from './access';
import type { Caller, OrganizationDeps } from './types';

const memberNotFound = () => new AppError(404, 'NOT_FOUND', om.memberNotFound);

export function createMembers(deps: OrganizationDeps) {
  const { organizations, log } = deps;

  async function target(organizationId: string, userId: string) {
    const member = await organizations.getMembership(organizationId, userId);
    if (!member) throw memberNotFound();
    return member;
  }

  return {
    async setRole(caller: Caller, organizationId: string, userId: string, role: OrganizationRole) {
      const me = await requireMembership(organizations, organizationId, caller.id);
      const member = await target(organizationId, userId);
      if (member.role === 'owner') throw new AppError(403, 'NOT_ALLOWED', om.ownerStays);
      if (!canManageMember(me.role, member.role)) throw notAllowed();
      const updated = await organizations.setRole(organizationId, userId, role);
      if (!updated) throw memberNotFound();
      return updated;
    },

    /** Removes a member, or with the caller's own id leaves the organisation (never the owner). */
    async remove(caller: Caller, organizationId: string, userId: string): Promise<void> {
      const me = await requireMembership(organizations, organizationId, caller.id);
      const member = userId === caller.id ? me : await target(organizationId, userId);
      if (member.role === 'owner') throw new AppError(403, 'NOT_ALLOWED', om.ownerStays);
      if (userId !== caller.id && !canManageMember(me.role, member.role)) throw notAllowed();
      // The membership first: it is what grants access; the pointer only says where to look.
      if (!(await organizations.removeMember(organizationId, userId))) throw memberNotFound();
      await organizations.releaseUser(userId, organizationId);
      log.info('organisation member removed', { organizationId, userId, by: caller.id });
    },
  };
}
