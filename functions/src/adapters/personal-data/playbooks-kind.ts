/** Playbooks (`USER#<id>` / `PLAYBOOK#<n>`): exported as JSON; deleted with the account's partition. */
import type { DataKind } from '../../services/personal-data/data-kind';
import { keyOf } from './table-tools';
import type { PersonalDataStores } from './stores';

export function playbooksKind({ table }: PersonalDataStores): DataKind {
  const playbooksOf = (userId: string) => table.queryAll({ pk: `USER#${userId}`, skPrefix: 'PLAYBOOK#' });
  return {
    name: 'playbooks',
    async eraseAccount({ userId }) {
      await table.deleteKeys((await playbooksOf(userId)).map(keyOf));
    },
    async exportAccount({ userId }, out) {
      const playbooks = await playbooksOf(userId);
      out.json(
        'playbooks.json',
        playbooks.map((p) => ({
          id: p.id,
          name: p.name,
          content: p.content,
          createdAt: p.createdAt,
          updatedAt: p.updatedAt,
        })),
      );
    },
  };
}
