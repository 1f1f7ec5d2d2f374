/**
 * Invitations: an owner or admin of a Business or Enterprise organisation invites a colleague by
 * email; the link (7 days, single use) adds whoever accepts it, signed in with the invited address.
 */
import { organizationMessages as om } from '../../../../shared/organization-messages';
import type { InvitePreview } from '../../../../shared/schemas/organizations';
import { hashToken, newToken } from '../../domain/accounts/tokens';
import { rateWindow, retryAfterSeconds, type RateRule } from '../../domain/accounts/rate-limits';
import { AppError, rateLimited } from '../../domain/errors/app-error';
import { canInviteMembers, INVITE_LIFETIME_MS, type OrganizationRole } from '../../domain/organizations/plans';
import { invitationEmail } from './emails';
import { organizationNotFound, requireManager } from './access';
import type { Caller, OrganizationDeps } from './types';

/** Invitations an organisation may send per day (each is an email to someone outside). */
export const invitesPerOrganization: RateRule = { name: 'org-invite', limit: 50, windowSeconds: 24 * 3600 };

const inviteInvalid = () => new AppError(410, 'INVITE_INVALID', om.inviteInvalid);

export function createInvites(deps: OrganizationDeps) {
  const { organizations, invites, rateLimits, email, clock, newId, log, config } = deps;

  async function readValid(token: string) {
    const invite = await invites.getByToken(hashToken(token));
    if (!invite || invite.expiresAt <= clock.now()) throw inviteInvalid();
    return invite;
  }

  return {
    async invite(
      caller: Caller,
      organizationId: string,
      request: { email: string; role: OrganizationRole },
    ): Promise<{ id: string; email: string }> {
      await requireManager(organizations, organizationId, caller.id);
      const organization = await organizations.get(organizationId);
      if (!organization) throw organizationNotFound();
      if (!canInviteMembers(organization.plan))
        throw new AppError(402, 'PLAN_REQUIRED', om.invitesNeedBusiness, { needsUpgrade: true });
      const to = request.email.toLowerCase();
      const members = await organizations.listMembers(organizationId);
      if (members.some((m) => m.email.toLowerCase() === to))
        throw new AppError(409, 'ALREADY_MEMBER', om.alreadyMember);

      const window = rateWindow(invitesPerOrganization, organizationId, clock.now());
      if ((await rateLimits.hit(window)) > invitesPerOrganization.limit) {
        throw rateLimited(
          'Too many invitations today. Please try again tomorrow.',
          retryAfterSeconds(window, clock.now()),
        );
      }
      const { token, hash } = newToken();
      const now = clock.now();
      const inviterName = `${caller.firstName} ${caller.lastName}`.trim();
      const id = newId();
      await invites.create(
        {
          id,
          organizationId,
          email: to,
          role: request.role,
          invitedBy: caller.id,
          invitedByName: inviterName,
          createdAt: new Date(now).toISOString(),
          expiresAt: now + INVITE_LIFETIME_MS,
        },
        hash,
      );
      await email.send(
        invitationEmail({
          to,
          inviterName,
          organizationName: organization.name,
          role: request.role,
          appOrigin: config.appOrigin,
          token,
        }),
      );
      log.info('organisation invitation sent', { organizationId, inviteId: id, role: request.role });
      return { id, email: to };
    },

    async revoke(caller: Caller, organizationId: string, inviteId: string): Promise<void> {
      await requireManager(organizations, organizationId, caller.id);
      if (!(await invites.revoke(organizationId, inviteId)))
        throw new AppError(404, 'NOT_FOUND', 'Invitation not found');
    },

    /** What the accept page shows before the user accepts (the token is the credential). */
    async preview(token: string): Promise<InvitePreview> {
      const invite = await readValid(token);
      const organization = await organizations.get(invite.organizationId);
      if (!organization || invite.usedBy) throw inviteInvalid();
      return {
        organizationName: organization.name,
        invitedBy: invite.invitedByName,
        email: invite.email,
        role: invite.role,
        expiresAt: new Date(invite.expiresAt).toISOString(),
      };
    },

    /**
     * Accepts for the signed-in caller. Each step is safe to repeat, so a retry after a failure
     * finishes the job: the link is claimed for this user (single use), the user's one-organisation
     * pointer is set, then the membership (what grants access) is written.
     */
    async accept(caller: Caller, token: string): Promise<{ organizationId: string; role: OrganizationRole }> {
      const invite = await readValid(token);
      if (invite.usedBy && invite.usedBy !== caller.id) throw inviteInvalid();
      if (invite.email.toLowerCase() !== caller.email.toLowerCase())
        throw new AppError(403, 'INVITE_EMAIL_MISMATCH', om.inviteEmailMismatch(invite.email));
      const organizationId = invite.organizationId;
      if (caller.organizationId && caller.organizationId !== organizationId) {
        // The pointer may be stale (a removal cut short): only a real membership elsewhere refuses.
        if (await organizations.getMembership(caller.organizationId, caller.id))
          throw new AppError(409, 'ALREADY_IN_ORGANIZATION', om.alreadyInOrganization);
        await organizations.releaseUser(caller.id, caller.organizationId);
      }
      const existing = await organizations.getMembership(organizationId, caller.id);
      if (existing) return { organizationId, role: existing.role };
      if (!(await organizations.get(organizationId))) throw inviteInvalid();
      if (!(await invites.claim(hashToken(token), caller.id, clock.now()))) throw inviteInvalid();
      if (!(await organizations.claimUser(caller.id, organizationId)))
        throw new AppError(409, 'ALREADY_IN_ORGANIZATION', om.alreadyInOrganization);
      await organizations.addMember({
        organizationId,
        userId: caller.id,
        role: invite.role,
        email: caller.email,
        firstName: caller.firstName,
        lastName: caller.lastName,
        joinedAt: new Date(clock.now()).toISOString(),
      });
      await invites.markAccepted(organizationId, invite.id);
      log.info('organisation invitation accepted', { organizationId, userId: caller.id, role: invite.role });
      return { organizationId, role: invite.role };
    },
  };
}
