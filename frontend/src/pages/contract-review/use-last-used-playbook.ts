/**
 * Pre-selects the user's last used playbook (user status lastUsedPlaybookId) once the playbooks
 * arrive, unless the user already picked one. A playbook that no longer exists is ignored.
 * `preselected` says which playbook was chosen this way, so the form can say so (and offer to
 * remove it) until the user makes a choice of their own.
 */
import { useEffect, useRef, useState } from 'react';
import type { PlaybookSummary } from '../../features/contracts/contracts-api';

export function useLastUsedPlaybook(
  playbooks: PlaybookSummary[] | undefined,
  lastUsedPlaybookId: number | null,
  select: (value: string) => void,
): { markChosen: () => void; preselected: string | null } {
  const settled = useRef(false);
  const [preselected, setPreselected] = useState<string | null>(null);
  useEffect(() => {
    if (settled.current || !playbooks) return;
    settled.current = true;
    if (lastUsedPlaybookId !== null && playbooks.some((p) => p.id === lastUsedPlaybookId)) {
      select(String(lastUsedPlaybookId));
      setPreselected(String(lastUsedPlaybookId));
    }
  }, [playbooks, lastUsedPlaybookId, select]);
  return {
    markChosen: () => {
      settled.current = true;
      setPreselected(null);
    },
    preselected,
  };
}
