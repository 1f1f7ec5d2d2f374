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
