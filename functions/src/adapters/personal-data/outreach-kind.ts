/**
 * What is kept under the account's email address rather than its id: an access request
 * (`WAITLIST#<email>`, or under another email a signed-in applicant gave: `USER#<id>` /
 * `APPLIED#<email>` points at it) and a mail suppression (`SUPPRESSED#<email>`, from a bounce or
 * complaint).
 */
import type { DataKind } from '../../services/personal-data/data-kind';
import { keyOf } from './table-tools';
import type { PersonalDataStores } from './stores';

export function outreachKind({ table }: PersonalDataStores): DataKind {
  return {
    name: 'access requests',

    async eraseAccount({ userId, email }) {
      const applied = await table.queryAll({ pk: `USER#${userId}`, skPrefix: 'APPLIED#' });
      await table.deleteKeys([
        { PK: `WAITLIST#${email}`, SK: 'APPLICATION' },
        ...applied.map((p) => ({ PK: `WAITLIST#${String(p.email)}`, SK: 'APPLICATION' })),
        ...applied.map(keyOf),
        { PK: `SUPPRESSED#${email}`, SK: 'SUPPRESSED' },
      ]);
    },

    async exportAccount({ userId, email }, out) {
      const applied = await table.queryAll({ pk: `USER#${userId}`, skPrefix: 'APPLIED#' });
      const emails = [...new Set([email, ...applied.map((p) => String(p.email))])];
      const applications = (await Promise.all(emails.map((e) => table.queryAll({ pk: `WAITLIST#${e}` })))).flat();
      if (applications.length === 0) return;
      const fields = applications.map(({ PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, entity: _e, ...rest }) => rest);
      out.json('access-request.json', fields.length === 1 ? fields[0] : fields);
    },
  };
}
