/**
 * The account itself, last of all: its profile (`USER#<id>` / `PROFILE`) and, as a safety net,
 * every other item in the account's partition (report download records, extraction jobs, library
 * count, submission keys, and whatever a later feature stores there), plus the account's uploads,
 * extracted texts and exports in the bucket. The profile goes last: until then a deletion that
 * was interrupted can be run again by signing in.
 */
import type { DataKind } from '../../services/personal-data/data-kind';
import { keyOf } from './table-tools';
import type { PersonalDataStores } from './stores';

/** Bucket prefixes of the account's uploads (the uploads prefix expires them after a day anyway). */
export const uploadPrefixes = (userId: string) => [
  `uploads/${userId}/`,
  `uploads/extracted/${userId}/`,
  `uploads/exports/${userId}/`,
];

export function accountKind({ table, bucket }: PersonalDataStores): DataKind {
  return {
    name: 'account',

    async eraseAccount({ userId }) {
      for (const prefix of uploadPrefixes(userId)) await bucket.deletePrefix(prefix);
      const items = await table.queryAll({ pk: `USER#${userId}` });
      await table.deleteKeys(items.filter((i) => i.SK !== 'PROFILE').map(keyOf));
      await table.deleteKey({ PK: `USER#${userId}`, SK: 'PROFILE' });
    },

    async exportAccount({ userId }, out) {
      const [profile] = await table.queryAll({ pk: `USER#${userId}`, skPrefix: 'PROFILE' });
      if (profile) {
        out.json('account.json', {
          id: profile.id,
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          createdAt: profile.createdAt,
          emailVerified: profile.isVerified === true,
          verifiedAt: profile.verifiedAt ?? null,
          plan: profile.subscriptionType,
          creditsRemaining: profile.creditsRemaining,
          lastUsedPlaybookId: profile.lastUsedPlaybookId ?? null,
          emailPreferences: profile.emailPreferences ?? null,
        });
      }
      const downloads = await table.queryAll({ pk: `USER#${userId}`, skPrefix: 'DOWNLOAD#' });
      out.json(
        'report-downloads.json',
        downloads.map((d) => ({
          at: new Date(Number(d.at)).toISOString(),
          contractId: d.contractId,
          format: d.format,
          filename: d.filename,
        })),
      );
    },
  };
}
