/**
 * Organisation invitations as the services see them (implemented by adapters/dynamo/invites-repo.ts).
 * The token only ever exists in the emailed link; the table keeps its SHA-256 hash.
 */
import type { OrganizationRole } from '../../domain/organizations/plans';

export interface InviteRecord {
  id: string;
  organizationId: string;
  email: string;
  role: OrganizationRole;
  invitedBy: string;
  invitedByName: string;
  createdAt: string;
  /** Epoch ms. */
  expiresAt: number;
  /** The user who used the link (once set, no one else can). */
  usedBy?: string;
}

export interface InvitesRepo {
  /** Stores the invitation under its token hash and in the organisation's list. */
  create(invite: InviteRecord, tokenHash: string): Promise<void>;
  /** The invitation a token hash stands for (consistent read); the caller checks expiry and use. */
  getByToken(tokenHash: string): Promise<InviteRecord | undefined>;
  /**
   * Marks the link used by this user: true when it now is (also on a retry by the same user), false
   * when it is gone, expired, or was used by someone else. This is what makes a link single-use.
   */
  claim(tokenHash: string, userId: string, now: number): Promise<boolean>;
  /** Pending invitations of an organisation (unused, unexpired), newest first. */
  listPending(organizationId: string, now: number): Promise<InviteRecord[]>;
  /** Withdraws an invitation: its link stops working at once. False when there was none. */
  revoke(organizationId: string, inviteId: string): Promise<boolean>;
  /** Drops an accepted invitation from the organisation's pending list. */
  markAccepted(organizationId: string, inviteId: string): Promise<void>;
}
