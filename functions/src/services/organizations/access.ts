/**
 * Who may see what of an organisation. Every organisation-scoped call starts here: someone who is
 * not a member gets the same 404 as for an organisation that does not exist, so ids cannot be probed.
 */
import { organizationMessages } from '../../../../shared/organization-messages';
import type { MembershipRecord, OrganizationsRepo } from '../../adapters/repositories/organizations';
import { AppError } from '../../domain/errors/app-error';
import { canManage } from '../../domain/organizations/plans';
import { looksLikeOrganizationId } from '../../domain/owners';

export const organizationNotFound = () => new AppError(404, 'ORGANIZATION_NOT_FOUND', organizationMessages.notFound);
export const notAllowed = () => new AppError(403, 'NOT_ALLOWED', organizationMessages.notAllowed);

/** The caller's membership of the organisation, or a 404. */
export async function requireMembership(
  organizations: Pick<OrganizationsRepo, 'getMembership'>,
  organizationId: string,
  userId: string,
): Promise<MembershipRecord> {
  if (!looksLikeOrganizationId(organizationId)) throw organizationNotFound();
  const membership = await organizations.getMembership(organizationId, userId);
  if (!membership) throw organizationNotFound();
  return membership;
}

/** As requireMembership, and the caller must be the owner or an admin (403 for a member). */
export async function requireManager(
  organizations: Pick<OrganizationsRepo, 'getMembership'>,
  organizationId: string,
  userId: string,
): Promise<MembershipRecord> {
  const membership = await requireMembership(organizations, organizationId, userId);
  if (!canManage(membership.role)) throw notAllowed();
  return membership;
}
