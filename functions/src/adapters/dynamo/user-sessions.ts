/**
 * A user's sessions as a set (GSI1 `USER#<id>` / `SESSION#<createdAt>`, written by sessions-repo):
 * ending every session but the caller's after a password change.
 */
import { createTableTools, keyOf } from '../personal-data/table-tools';
import type { UserSessions } from '../repositories/user-sessions';
import type { Table } from './client';

export function createUserSessions(table: Table): UserSessions {
  const tools = createTableTools(table);
  return {
    async revokeOthers(userId, keepSid) {
      const sessions = await tools.queryAll({ index: 'GSI1', pk: `USER#${userId}`, skPrefix: 'SESSION#' });
      const others = sessions.filter((s) => s.sid !== keepSid).map(keyOf);
      await tools.deleteKeys(others);
      return others.length;
    },
  };
}
