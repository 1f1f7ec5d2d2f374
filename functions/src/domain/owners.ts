/**
 * Who owns a contract, a playbook, a library or a credit balance: a user or an organisation.
 *
 * An owner is named by one string id. A user's id is a ULID; an organisation's id is `org_` and a
 * ULID, so the id alone tells which kind it is. Everything an owner holds lives in the owner's
 * partition (`USER#<id>` or `ORG#<id>`), so the contract pipeline (submission, the analysis job,
 * settlement, the sweeper), the library and playbooks work for either kind through the same keys
 * (docs/decisions/180-organisations-as-owners.md).
 */

export const ORGANIZATION_ID_PREFIX = 'org_';

const ORGANIZATION_ID = /^org_[0-9A-HJKMNP-TV-Z]{26}$/;

/** True for an organisation's id (`org_<ULID>`), false for a user's. */
export function isOrganizationId(id: string): boolean {
  return id.startsWith(ORGANIZATION_ID_PREFIX);
}

/** A well-formed organisation id (path parameters are checked before any read). */
export function looksLikeOrganizationId(id: string): boolean {
  return ORGANIZATION_ID.test(id);
}

export function organizationIdFrom(ulid: string): string {
  return `${ORGANIZATION_ID_PREFIX}${ulid}`;
}

/** The partition key of everything the owner holds. */
export function ownerPk(ownerId: string): string {
  return isOrganizationId(ownerId) ? `ORG#${ownerId}` : `USER#${ownerId}`;
}

/**
 * An owner as key dates and audit chains name it: its kind and id. Storage keys and the labels
 * hashed into audit entries both come from here; the partitions are the owners' own (`ownerPk`).
 */
export type OwnerScope = { kind: 'user'; id: string } | { kind: 'organisation'; id: string };

export const userScope = (id: string): OwnerScope => ({ kind: 'user', id });
export const organisationScope = (id: string): OwnerScope => ({ kind: 'organisation', id });

/** The scope of an owner id (a user's ULID or an organisation's `org_<ULID>`). */
export const scopeOfOwner = (ownerId: string): OwnerScope =>
  isOrganizationId(ownerId) ? organisationScope(ownerId) : userScope(ownerId);

/** The partition key of the owner's items (the same as ownerPk). */
export const ownerKey = (scope: OwnerScope): string => (scope.kind === 'user' ? `USER#${scope.id}` : `ORG#${scope.id}`);

/** "user:<id>" / "organisation:<id>": what audit entries hash and exports name. */
export const ownerLabel = (scope: OwnerScope): string => `${scope.kind}:${scope.id}`;

export function scopeFromKey(key: string): OwnerScope | undefined {
  if (key.startsWith('USER#')) return userScope(key.slice(5));
  if (key.startsWith('ORG#')) return organisationScope(key.slice(4));
  return undefined;
}

/** The scopes an account acts in: its own, and its organisation's while it is a member. */
export function scopesOf(account: { userId: string; organizationId?: string | null | undefined }): OwnerScope[] {
  return account.organizationId
    ? [userScope(account.userId), organisationScope(account.organizationId)]
    : [userScope(account.userId)];
}
