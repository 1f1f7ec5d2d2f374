/**
 * Playbooks use-cases: list (newest updated first), create, update, delete, the last used
 * playbook, and a portable export/import document. Every call is scoped to the caller's partition,
 * so someone else's id is simply not found.
 */
import {
  PLAYBOOK_EXPORT_FORMAT,
  PLAYBOOK_EXPORT_VERSION,
  PLAYBOOKS_PER_USER_MAX,
  type Playbook,
  type PlaybookExport,
  type PlaybookFields,
  type PlaybookImportResult,
} from '../../../../shared/schemas/playbooks';
import type { PlaybooksRepo } from '../../adapters/repositories/playbooks';
import { notFound as notFoundError, validationFailed } from '../../domain/errors/app-error';
import type { Clock } from '../../adapters/clock';

export interface PlaybookDeps {
  playbooks: PlaybooksRepo;
  clock: Clock;
}

const notFound = () => notFoundError('Playbook not found');

/** Newest updated first; ties (same millisecond) by the larger, i.e. newer, id. */
export function byUpdatedDesc(a: Playbook, b: Playbook): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return b.id - a.id;
}

export function createPlaybookService(deps: PlaybookDeps) {
  const { playbooks, clock } = deps;
  const nowIso = () => new Date(clock.now()).toISOString();

  async function list(userId: string): Promise<Playbook[]> {
    return (await playbooks.list(userId)).sort(byUpdatedDesc);
  }

  async function createMany(userId: string, items: PlaybookFields[]): Promise<Playbook[]> {
    const existing = (await playbooks.list(userId)).length;
    if (existing + items.length > PLAYBOOKS_PER_USER_MAX) {
      throw validationFailed(`You can keep at most ${PLAYBOOKS_PER_USER_MAX} playbooks`);
    }
    const created: Playbook[] = [];
    for (const fields of items) {
      const id = await playbooks.nextId(userId);
      if (id === undefined) throw notFound();
      created.push(await playbooks.create(userId, id, fields, nowIso()));
    }
    return created;
  }

  return {
    list,

    async create(userId: string, fields: PlaybookFields): Promise<Playbook> {
      const [playbook] = await createMany(userId, [fields]);
      return playbook!;
    },

    async update(userId: string, id: number, fields: PlaybookFields): Promise<Playbook> {
      const updated = await playbooks.update(userId, id, fields, nowIso());
      if (!updated) throw notFound();
      return updated;
    },

    /** Deleting the last used playbook clears it, so the review form never pre-selects a ghost. */
    async remove(userId: string, id: number): Promise<void> {
      if (!(await playbooks.delete(userId, id))) throw notFound();
      await playbooks.clearLastUsedIf(userId, id);
    },

    /** null clears; an id the caller does not own is not found. */
    async setLastUsed(userId: string, id: number | null): Promise<number | null> {
      if (id !== null && !(await playbooks.get(userId, id))) throw notFound();
      await playbooks.setLastUsed(userId, id);
      // A delete racing with this call may have removed it in between: undo our pointer if so.
      if (id !== null && !(await playbooks.get(userId, id))) {
        await playbooks.clearLastUsedIf(userId, id);
        throw notFound();
      }
      return id;
    },

    async exportAll(userId: string): Promise<PlaybookExport> {
      const all = await list(userId);
      return {
        format: PLAYBOOK_EXPORT_FORMAT,
        version: PLAYBOOK_EXPORT_VERSION,
        exportedAt: nowIso(),
        playbooks: all.map(({ name, content }) => ({ name, content })),
      };
    },

    /**
     * Each imported playbook gets a new id; nothing is merged or overwritten. They are created last
     * to first, so the list (newest first) shows them in the file's order.
     */
    async importAll(userId: string, items: PlaybookFields[]): Promise<PlaybookImportResult> {
      const created = (await createMany(userId, [...items].reverse())).reverse();
      return { created: created.length, playbooks: created };
    },
  };
}

export type PlaybookService = ReturnType<typeof createPlaybookService>;
