/**
 * The organisations repository as the services see it (no DynamoDB here; implemented by
 * adapters/dynamo/organizations-repo.ts). Keys in docs/data-model.md, "Organisations".
 */
import type { OrganizationPlan, OrganizationRole } from '../../domain/organizations/plans';

export interface OrganizationRecord {
  id: string;
  name: string;
  plan: OrganizationPlan;
  creditsRemaining: number;
  createdAt: string;
  createdBy: string;
  webhook?: WebhookSettings;
}

export interface WebhookSettings {
  url: string;
  /** The signing secret (`whsec_...`), shown to the admin once when set. */
  secret: string;
  updatedAt: string;
}

export interface MembershipRecord {
  organizationId: string;
  userId: string;
  role: OrganizationRole;
  email: string;
  firstName: string;
  lastName: string;
  joinedAt: string;
}

export interface UsageRecord {
  contractId: string;
  /** YYYY-MM (UTC) of the completion. */
  month: string;
  /** A member's user id or an API key id. */
  submittedBy: string;
  completedAt: string;
}

export interface OrganizationsRepo {
  /** Writes a new organisation (attribute_not_exists); false when the id exists. */
  create(organization: OrganizationRecord): Promise<boolean>;
  get(id: string): Promise<OrganizationRecord | undefined>;
  /** Deletes an organisation that never got its owner (a failed creation). */
  deleteUnowned(id: string): Promise<void>;
  setPlan(id: string, plan: OrganizationPlan): Promise<OrganizationRecord | undefined>;
  setWebhook(id: string, webhook: WebhookSettings | null): Promise<boolean>;

  /**
   * Points the user at the organisation, unless they already belong to another one. True when the
   * user now points at it (also when they already did).
   */
  claimUser(userId: string, organizationId: string): Promise<boolean>;
  /** Removes the user's pointer, only while it still points at this organisation. */
  releaseUser(userId: string, organizationId: string): Promise<void>;

  getMembership(organizationId: string, userId: string): Promise<MembershipRecord | undefined>;
  /** Writes the membership unless it exists; false when it did. */
  addMember(member: MembershipRecord): Promise<boolean>;
  /** Changes a member's role (never the owner's); undefined when there is no such non-owner member. */
  setRole(organizationId: string, userId: string, role: OrganizationRole): Promise<MembershipRecord | undefined>;
  /** Removes a member (never the owner); false when there was no such non-owner member. */
  removeMember(organizationId: string, userId: string): Promise<boolean>;
  listMembers(organizationId: string): Promise<MembershipRecord[]>;

  /** Records a completed analysis for the usage page; idempotent per contract. */
  recordUsage(organizationId: string, usage: UsageRecord): Promise<void>;
  /** Usage records of the months from `fromMonth` (YYYY-MM) on, oldest first. */
  listUsage(organizationId: string, fromMonth: string): Promise<UsageRecord[]>;
}
