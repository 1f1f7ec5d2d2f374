/**
 * What is kept under the account's email address rather than its id: an access request
 * (`WAITLIST#<email>`) and a mail suppression (`SUPPRESSED#<email>`, from a bounce or complaint).
 */
import type { DataKind } from '../../services/personal-data/data-kind';
import type { PersonalDataStores } from './stores';

export function outreachKind({ table }: PersonalDataStores): DataKind {
  return {
    name: 'access requests',

    async eraseAccount({ email }) {
      await table.deleteKeys([
        { PK: `WAITLIST#${email}`, SK: 'APPLICATION' },
        { PK: `SUPPRESSED#${email}`, SK: 'SUPPRESSED' },
      ]);
    },

    async exportAccount({ email }, out) {
      const [application] = await table.queryAll({ pk: `WAITLIST#${email}` });
      if (!application) return;
      const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, entity: _e, ...fields } = application;
      out.json('access-request.json', fields);
    },
  };
}
