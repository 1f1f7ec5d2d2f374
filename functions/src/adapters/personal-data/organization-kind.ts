/**
 * Membership of an organisation (`ORG#<org>` / `MEMBER#<userId>`: role, name and email; the
 * profile's `organizationId` points at it). Deleting the account removes the membership, as
 * leaving would; the organisation's contracts and playbooks are the organisation's and stay with it
 * (decision 180). The owner cannot leave, so an owner's account is not deleted: the reason is
 * given instead.
 */
import { accountMessages } from '../../../../shared/account-messages';
import type { AccountRef, DataKind } from '../../services/personal-data/data-kind';
import { membershipKey, organizationKey } from '../dynamo/organizations-repo';
import { keyOf } from './table-tools';
import type { PersonalDataStores } from './stores';

export function organizationKind({ table }: PersonalDataStores): DataKind {
  async function membershipOf({ userId }: AccountRef) {
    const [profile] = await table.queryAll({ pk: `USER#${userId}`, skPrefix: 'PROFILE' });
    const organizationId = typeof profile?.organizationId === 'string' ? profile.organizationId : undefined;
    if (!organizationId) return undefined;
    const key = membershipKey(organizationId, userId);
    const [membership] = await table.queryAll({ pk: key.PK, skPrefix: key.SK });
    return membership ? { organizationId, membership } : undefined;
  }

  return {
    name: 'organisation membership',

    async blockAccountErasure(account) {
      const found = await membershipOf(account);
      if (found?.membership.role !== 'owner') return undefined;
      const org = organizationKey(found.organizationId);
      const [organization] = await table.queryAll({ pk: org.PK, skPrefix: org.SK });
      return accountMessages.ownsOrganization(String(organization?.name ?? found.organizationId));
    },

    async eraseAccount(account) {
      const found = await membershipOf(account);
      if (found) await table.deleteKeys([keyOf(found.membership)]);
    },

    async exportAccount(account, out) {
      const found = await membershipOf(account);
      if (!found) return;
      const org = organizationKey(found.organizationId);
      const [organization] = await table.queryAll({ pk: org.PK, skPrefix: org.SK });
      out.json('organisation.json', {
        organization: organization?.name ?? null,
        role: found.membership.role,
        joinedAt: found.membership.joinedAt ?? null,
        note: 'Contracts and playbooks shared with the organisation belong to it and are not in this export.',
      });
    },
  };
}
