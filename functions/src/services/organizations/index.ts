/**
 * Organisation use-cases: create one, read it as a member, the summary the account menu shows,
 * usage per member and month; invitations (./invites.ts) and members (./members.ts).
 */
import { organizationMessages as om } from '../../../../shared/organization-messages';
import type { Organization, OrganizationSummary, Usage } from '../../../../shared/schemas/organizations';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import { AppError } from '../../domain/errors/app-error';
import { canManage } from '../../domain/organizations/plans';
import { organizationIdFrom } from '../../domain/owners';
import { organizationNotFound, requireMembership } from './access';
import { createInvites } from './invites';
import { createMembers } from './members';
import type { Caller, OrganizationDeps } from './types';

export type { Caller, OrganizationDeps } from './types';
export { requireManager, requireMembership, organizationNotFound } from './access';

/** Months the usage page shows, the current one included. */
export const USAGE_MONTHS = 12;

function monthsBack(now: number, count: number): string[] {
  const d = new Date(now);
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1));
    months.push(m.toISOString().slice(0, 7));
  }
  return months;
}

/** The user's organisation for the account menu and user-status; null when in none (or the pointer is stale). */
export async function organizationSummary(
  organizations: Pick<OrganizationsRepo, 'getMembership' | 'get'>,
  caller: Pick<Caller, 'id' | 'organizationId'>,
): Promise<OrganizationSummary | null> {
  if (!caller.organizationId) return null;
  const [membership, organization] = await Promise.all([
    organizations.getMembership(caller.organizationId, caller.id),
    organizations.get(caller.organizationId),
  ]);
  if (!membership || !organization) return null;
  return {
    id: organization.id,
    name: organization.name,
    plan: organization.plan,
    role: membership.role,
    creditsRemaining: organization.creditsRemaining,
  };
}

export function createOrganizationService(deps: OrganizationDeps) {
  const { organizations, invites, clock, newId, log } = deps;

  return {
    ...createInvites(deps),
    ...createMembers(deps),

    /** Creates an organisation with the caller as its owner. A user belongs to at most one. */
    async create(caller: Caller, name: string): Promise<{ id: string }> {
      if (caller.organizationId && (await organizations.getMembership(caller.organizationId, caller.id))) {
        throw new AppError(409, 'ALREADY_IN_ORGANIZATION', om.alreadyInOrganization);
      }
      if (caller.organizationId) await organizations.releaseUser(caller.id, caller.organizationId);
      const id = organizationIdFrom(newId());
      const at = new Date(clock.now()).toISOString();
      await organizations.create({ id, name, plan: 'free', creditsRemaining: 0, createdAt: at, createdBy: caller.id });
      if (!(await organizations.claimUser(caller.id, id))) {
        // Joined another organisation meanwhile: this one never had an owner.
        await organizations.deleteUnowned(id);
        throw new AppError(409, 'ALREADY_IN_ORGANIZATION', om.alreadyInOrganization);
      }
      await organizations.addMember({
        organizationId: id,
        userId: caller.id,
        role: 'owner',
        email: caller.email,
        firstName: caller.firstName,
        lastName: caller.lastName,
        joinedAt: at,
      });
      log.info('organisation created', { organizationId: id, userId: caller.id });
      return { id };
    },

    async get(caller: Caller, organizationId: string): Promise<Organization> {
      const me = await requireMembership(organizations, organizationId, caller.id);
      const [organization, members, pending] = await Promise.all([
        organizations.get(organizationId),
        organizations.listMembers(organizationId),
        canManage(me.role) ? invites.listPending(organizationId, clock.now()) : Promise.resolve([]),
      ]);
      if (!organization) throw organizationNotFound();
      const rank = { owner: 0, admin: 1, member: 2 } as const;
      return {
        id: organization.id,
        name: organization.name,
        plan: organization.plan,
        creditsRemaining: organization.creditsRemaining,
        role: me.role,
        members: members
          .sort((a, b) => rank[a.role] - rank[b.role] || a.joinedAt.localeCompare(b.joinedAt))
          .map(({ userId, firstName, lastName, email, role, joinedAt }) => ({
            userId,
            firstName,
            lastName,
            email,
            role,
            joinedAt,
          })),
        invites: pending.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          createdAt: i.createdAt,
          expiresAt: new Date(i.expiresAt).toISOString(),
        })),
      };
    },

    summaryOf: (caller: Pick<Caller, 'id' | 'organizationId'>) => organizationSummary(organizations, caller),

    /** Completed analyses per member and month (last 12 months), for any member to see. */
    async usage(caller: Caller, organizationId: string, names: Record<string, string> = {}): Promise<Usage> {
      await requireMembership(organizations, organizationId, caller.id);
      const months = monthsBack(clock.now(), USAGE_MONTHS);
      const [rows, members] = await Promise.all([
        organizations.listUsage(organizationId, months[0]!),
        organizations.listMembers(organizationId),
      ]);
      const nameOf = (id: string) => {
        const member = members.find((m) => m.userId === id);
        if (member) return `${member.firstName} ${member.lastName}`.trim() || member.email;
        return names[id] ?? 'Former member';
      };
      return {
        months: months.reverse().map((month) => {
          const counts = new Map<string, number>();
          for (const row of rows)
            if (row.month === month) counts.set(row.submittedBy, (counts.get(row.submittedBy) ?? 0) + 1);
          const list = [...counts]
            .map(([id, count]) => ({ id, name: nameOf(id), count }))
            .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
          return { month, total: list.reduce((sum, m) => sum + m.count, 0), members: list };
        }),
      };
    },
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
