/**
 * Who owns key dates and an audit chain: an account today, an organisation once accounts belong to
 * one. Storage keys and the labels hashed into audit entries both come from here, so an
 * organisation's data lives beside its accounts' in the single table (`ORG#<id>` next to `USER#<id>`).
 */

export type OwnerScope = { kind: 'user'; id: string } | { kind: 'organisation'; id: string };

export const userScope = (id: string): OwnerScope => ({ kind: 'user', id });
export const organisationScope = (id: string): OwnerScope => ({ kind: 'organisation', id });

/** The partition key of the owner's items. */
export const ownerKey = (scope: OwnerScope): string => (scope.kind === 'user' ? `USER#${scope.id}` : `ORG#${scope.id}`);

/** "user:<id>" / "organisation:<id>": what audit entries hash and exports name. */
export const ownerLabel = (scope: OwnerScope): string => `${scope.kind}:${scope.id}`;

export function scopeFromKey(key: string): OwnerScope | undefined {
  if (key.startsWith('USER#')) return userScope(key.slice(5));
  if (key.startsWith('ORG#')) return organisationScope(key.slice(4));
  return undefined;
}

/** The scopes an account acts in: its own, and its organisation's when it has one. */
export function scopesOf(account: { userId: string; organisationId?: string | null | undefined }): OwnerScope[] {
  return account.organisationId ? [userScope(account.userId), organisationScope(account.organisationId)] : [userScope(account.userId)];
}
