/**
 * Pre-selects the user's last used playbook (user status lastUsedPlaybookId) once the playbooks
 * arrive, unless the user already picked one. A playbook that no longer exists is ignored.
 */
import { useEffect, useRef } from 'react';
import type { PlaybookSummary } from '../../features/contracts/contracts-api';

export function useLastUsedPlaybook(
  playbooks: PlaybookSummary[] | undefined,
  lastUsedPlaybookId: number | null,
  select: (value: string) => void,
): { markChosen: () => void } {
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || !playbooks) return;
    settled.current = true;
    if (lastUsedPlaybookId !== null && playbooks.some((p) => p.id === lastUsedPlaybookId)) {
      select(String(lastUsedPlaybookId));
    }
  }, [playbooks, lastUsedPlaybookId, select]);
  return {
    markChosen: () => {
      settled.current = true;
    },
  };
}
