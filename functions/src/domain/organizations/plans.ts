/**
 * Organisation plans and roles (docs/product-spec.md section 1: Business brings several users sharing
 * organisation credits; Enterprise adds API access). Pure rules; the operator grants the plan
 * (`npm run admin -- org plan <orgId> business|enterprise`). Which plans pay and which roles manage
 * are shared with the app (shared/organization-credits.ts) and defined there once.
 */
import { managesOrganization, organizationPlanIsPaid } from '../../../../shared/organization-credits';

/** A new organisation is `free` until an operator grants a plan. */
export const organizationPlans = ['free', 'business', 'enterprise'] as const;
export type OrganizationPlan = (typeof organizationPlans)[number];

export const organizationRoles = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof organizationRoles)[number];

/** Business and Enterprise are paid plans: members get what paid accounts get (reports, top-ups). */
export const organizationPaysAsPaid = organizationPlanIsPaid;

/** Several users is the Business plan's feature: invitations need Business or Enterprise. */
export function canInviteMembers(plan: string): boolean {
  return organizationPaysAsPaid(plan);
}

/** API access is the Enterprise plan's feature. */
export function canUseApi(plan: string): boolean {
  return plan === 'enterprise';
}

/** Owners and admins run the organisation: members, invitations, shared playbooks, API keys, webhook. */
export const canManage: (role: OrganizationRole) => boolean = managesOrganization;

/**
 * Who may change or remove whom: nobody changes the owner (there is exactly one, who created the
 * organisation); admins manage members and other admins; members manage nobody.
 */
export function canManageMember(actor: OrganizationRole, target: OrganizationRole): boolean {
  if (target === 'owner') return false;
  return canManage(actor);
}

/** Roles an invitation may grant (the owner is never invited). */
export const invitableRoles = ['admin', 'member'] as const satisfies readonly OrganizationRole[];

/** An invitation link lasts 7 days and can be used once. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
