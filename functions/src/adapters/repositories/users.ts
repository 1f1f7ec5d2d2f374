/**
 * The users repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/users-repo.ts.
 */

import type { EmailPreferences } from '../../../../shared/schemas/account';

export type Role = 'user' | 'admin';

export type Plan = 'free' | 'paid';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isVerified: boolean;
  subscriptionType: Plan;
  creditsRemaining: number;
  role: Role;
  needsReset: boolean;
  lastUsedPlaybookId: number | null;
  createdAt: string;
  verifiedAt?: string;
  /** Epoch ms; set once when the free allowance was granted, so it is granted exactly once. */
  freeCreditsGrantedAt?: number;
  /** Epoch ms; sessions created before it are revoked (password reset). */
  sessionsValidFrom?: number;
  /** Epoch ms of the latest successful sign-in; absent until the first ("Welcome back" only after it). */
  lastSignInAt?: number;
  /** Optional emails the user turned on or off (absent: shared/schemas/account.ts defaults). */
  emailPreferences?: EmailPreferences;
  /**
   * The organisation the user belongs to (at most one), written by organizations-repo.ts. A pointer
   * only: the membership item in the organisation's partition is what grants access.
   */
  organizationId?: string;
}

export interface EmailClaim {
  userId: string;
  /** Epoch ms. */
  claimedAt: number;
}

export interface UsersRepo {
  /** Claims an email for a user id; false when someone already holds it. */
  claimEmail(lowerEmail: string, userId: string, now: number): Promise<boolean>;
  getEmailClaim(lowerEmail: string): Promise<EmailClaim | undefined>;
  /** Releases a claim, only if it still points at this user id. */
  releaseEmail(lowerEmail: string, userId: string): Promise<void>;
  /** Writes a new user; the id must be fresh (ULID). */
  create(user: User): Promise<void>;
  getById(id: string): Promise<User | undefined>;
  getByEmail(lowerEmail: string): Promise<User | undefined>;
  /**
   * Marks the email verified and grants the free allowance once: the grant is conditional on
   * freeCreditsGrantedAt being absent, so repeated verifications (a second link, an operator's
   * `verify`) never add credits twice. Returns the user, or undefined if unknown.
   */
  markVerified(id: string, freeCredits: number, now: number): Promise<User | undefined>;
  /** Remembers a successful sign-in (the welcome toast says "Welcome back" only after the first). */
  recordSignIn(id: string, now: number): Promise<void>;
  /**
   * Claims the free allowance of a normalised mailbox (domain/accounts/email.ts normalizeMailbox)
   * for a user: true when this user holds it (now or already), false when another account does.
   * Item `PK=FREECLAIM#<mailbox>`, `SK=FREECLAIM`.
   */
  claimFreeAllowance(mailbox: string, userId: string, now: number): Promise<boolean>;
  /** New password; clears needsReset and revokes every session created before `now`. */
  setPassword(id: string, passwordHash: string, now: number): Promise<User | undefined>;
  /** Replaces a hash made with older parameters (after a successful login). */
  rehashPassword(id: string, passwordHash: string): Promise<User | undefined>;
  setCredits(id: string, credits: number): Promise<User | undefined>;
  setPlan(id: string, plan: Plan): Promise<User | undefined>;
  setRole(id: string, role: Role): Promise<User | undefined>;
  /** Flags the account: sign-in answers needsReset until the password is reset; sessions end now. */
  forceReset(id: string, now: number): Promise<User | undefined>;
  /** The user's own password change (the caller revokes the other sessions). */
  changePassword(id: string, passwordHash: string): Promise<User | undefined>;
  setEmailPreferences(id: string, preferences: EmailPreferences): Promise<User | undefined>;
}
