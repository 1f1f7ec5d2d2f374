/**
 * Organisations (teams): one schema per request and response shape, shared by the organisation
 * pages (frontend) and the organisations handler (functions).
 */
import * as v from 'valibot';
import { validationMessages as m } from '../messages';
import { organizationMessages as om } from '../organization-messages';

export const organizationPlans = ['free', 'business', 'enterprise'] as const;
export const organizationRoles = ['owner', 'admin', 'member'] as const;
export const invitableRoles = ['admin', 'member'] as const;
export type OrganizationPlanName = (typeof organizationPlans)[number];
export type OrganizationRoleName = (typeof organizationRoles)[number];

const name = v.pipe(
  v.optional(v.nullable(v.string(om.nameRequired)), ''),
  v.transform((s) => (s ?? '').trim()),
  v.minLength(1, om.nameRequired),
  v.maxLength(100, om.nameMax),
);

/** POST /api/orgs */
export const CreateOrganizationRequestSchema = v.object({ name });
export type CreateOrganizationRequest = v.InferInput<typeof CreateOrganizationRequestSchema>;
export const CreateOrganizationResponseSchema = v.object({ id: v.string() });

/** POST /api/orgs/{orgId}/invites */
export const InviteRequestSchema = v.object({
  email: v.pipe(v.string(m.emailInvalid), v.trim(), v.email(m.emailInvalid), v.maxLength(254, m.emailInvalid)),
  role: v.optional(v.picklist(invitableRoles, om.inviteRoleInvalid), 'member'),
});
export type InviteRequest = v.InferInput<typeof InviteRequestSchema>;

/** POST /api/orgs/invites/accept and /preview: the token is the last path segment of the emailed link. */
export const InviteTokenRequestSchema = v.object({
  token: v.pipe(
    v.string(om.inviteInvalid),
    v.trim(),
    v.minLength(1, om.inviteInvalid),
    v.maxLength(200, om.inviteInvalid),
  ),
});

export const InvitePreviewSchema = v.object({
  organizationName: v.string(),
  invitedBy: v.string(),
  email: v.string(),
  role: v.picklist(organizationRoles),
  expiresAt: v.string(),
});
export type InvitePreview = v.InferOutput<typeof InvitePreviewSchema>;

export const AcceptInviteResponseSchema = v.object({ organizationId: v.string(), role: v.picklist(organizationRoles) });

/** PUT /api/orgs/{orgId}/members/{userId} */
export const UpdateMemberRequestSchema = v.object({ role: v.picklist(invitableRoles, om.inviteRoleInvalid) });

export const MemberSchema = v.object({
  userId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.picklist(organizationRoles),
  joinedAt: v.string(),
});
export type Member = v.InferOutput<typeof MemberSchema>;

export const InviteSchema = v.object({
  id: v.string(),
  email: v.string(),
  role: v.picklist(organizationRoles),
  createdAt: v.string(),
  expiresAt: v.string(),
});
export type Invite = v.InferOutput<typeof InviteSchema>;

/** GET /api/orgs/{orgId}: the organisation as its members see it (invites only for owners and admins). */
export const OrganizationSchema = v.object({
  id: v.string(),
  name: v.string(),
  plan: v.picklist(organizationPlans),
  creditsRemaining: v.number(),
  /** The caller's role. */
  role: v.picklist(organizationRoles),
  members: v.array(MemberSchema),
  invites: v.array(InviteSchema),
});
export type Organization = v.InferOutput<typeof OrganizationSchema>;

/** What the account menu and the review page need: in user-status, null when in no organisation. */
export const OrganizationSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  plan: v.picklist(organizationPlans),
  role: v.picklist(organizationRoles),
  creditsRemaining: v.number(),
});
export type OrganizationSummary = v.InferOutput<typeof OrganizationSummarySchema>;

/** GET /api/orgs/{orgId}/usage: completed analyses charged to or kept by the organisation. */
export const UsageSchema = v.object({
  months: v.array(
    v.object({
      month: v.string(),
      total: v.number(),
      members: v.array(v.object({ id: v.string(), name: v.string(), count: v.number() })),
    }),
  ),
});
export type Usage = v.InferOutput<typeof UsageSchema>;
