/**
 * A user's data under their control (docs/personal-data.md): deleting one contract, deleting the
 * account, and exporting everything as a zip. Each runs every kind of personal data the product
 * keeps (adapters/personal-data/registry.ts), in order; every step is idempotent, so a deletion
 * cut short by a crash is finished by running it again.
 */
import { contractDeletionMessages } from '../../../../shared/account-messages';
import type { ContractRecord } from '../../adapters/repositories/contracts';
import type { OrganizationsRepo } from '../../adapters/repositories/organizations';
import { canManage } from '../../domain/organizations/plans';
import type { ObjectStorage } from '../../adapters/storage/port';
import { AppError, notFound } from '../../domain/errors/app-error';
import type { RecordAudit } from '../audit';
import type { Clock, ServiceLog } from '../contracts/types';
import type { AccountRef, DataKind } from './data-kind';
import { buildExportZip } from './export-zip';

export interface PersonalDataDeps {
  kinds: DataKind[];
  /** Memberships, for contracts shared with the user's organisation (ADR 180). */
  organizations: Pick<OrganizationsRepo, 'getMembership'>;
  contracts: {
    get(userId: string, id: string, options?: { consistent?: boolean }): Promise<ContractRecord | undefined>;
  };
  /** Where exports too large to answer inline are put (under the expiring uploads prefix) and fetched from. */
  exports: Pick<ObjectStorage, 'put' | 'presignGet'>;
  /** The deletion of a contract is an entry of the audit trail (decision 192), like its submission. */
  recordAudit: RecordAudit;
  clock: Clock;
  newId: () => string;
  log: ServiceLog;
  /** Exports up to this many bytes are the response itself; larger ones are downloaded from the bucket. */
  inlineExportMaxBytes: number;
}

export type ExportResult =
  | { kind: 'inline'; body: Uint8Array; filename: string }
  | { kind: 'redirect'; url: string; filename: string; bytes: number };

export const EXPORT_CONTENT_TYPE = 'application/zip';

export function createPersonalData(deps: PersonalDataDeps) {
  const { kinds, contracts, exports, clock, newId, log } = deps;

  return {
    /**
     * Whose partition holds the contract the user asks to delete: their own, or their
     * organisation's for a shared one, which only the member who shared it or the organisation's
     * owner and admins may delete. 404 for a contract the user cannot see.
     */
    async deletableContractOwner(user: { id: string; organizationId?: string }, contractId: string): Promise<string> {
      if (await contracts.get(user.id, contractId)) return user.id;
      const membership = user.organizationId
        ? await deps.organizations.getMembership(user.organizationId, user.id)
        : undefined;
      const shared = membership ? await contracts.get(membership.organizationId, contractId) : undefined;
      if (!membership || !shared) throw notFound('Contract not found');
      if (shared.submittedBy !== user.id && !canManage(membership.role))
        throw new AppError(403, 'NOT_ALLOWED', contractDeletionMessages.notYours);
      return membership.organizationId;
    },

    /**
     * Deletes a contract with everything of it. `ownerId` is whose partition holds it (the caller
     * has checked that `requestedBy` may delete it); 404 when it is not there.
     */
    async deleteContract(ownerId: string, contractId: string, requestedBy: string): Promise<void> {
      const contract = await contracts.get(ownerId, contractId, { consistent: true });
      if (!contract) throw notFound('Contract not found');
      // An analysis still running would write its result after the deletion.
      if (contract.status === 'pending' || contract.status === 'processing') {
        throw new AppError(409, 'CONTRACT_IN_PROGRESS', contractDeletionMessages.inProgress);
      }
      for (const kind of kinds) await kind.eraseContract?.({ ownerId, requestedBy, contract });
      await deps.recordAudit({ userId: requestedBy }, { kind: 'contract-deletion', contractId, ownerId });
      log.info('contract deleted', {
        ownerId,
        requestedBy,
        contractId,
        kinds: kinds.filter((k) => k.eraseContract).map((k) => k.name),
      });
    },

    /** Deletes the account and everything of it (the caller has checked the password). */
    async deleteAccount(account: AccountRef): Promise<void> {
      for (const kind of kinds) {
        const reason = await kind.blockAccountErasure?.(account);
        if (reason) throw new AppError(409, 'ACCOUNT_ERASURE_BLOCKED', reason);
      }
      const started = clock.now();
      for (const kind of kinds) await kind.eraseAccount?.(account);
      log.info('account deleted', { userId: account.userId, ms: clock.now() - started });
    },

    /** Everything kept about the account, as a zip: the response itself, or a link when it is large. */
    async exportAccount(account: AccountRef): Promise<ExportResult> {
      const at = new Date(clock.now());
      const zip = await buildExportZip(kinds, account, at);
      const filename = `clausewise-data-${at.toISOString().slice(0, 10)}.zip`;
      log.info('account exported', { userId: account.userId, bytes: zip.byteLength });
      if (zip.byteLength <= deps.inlineExportMaxBytes) return { kind: 'inline', body: zip, filename };
      const key = `uploads/exports/${account.userId}/${newId()}.zip`;
      await exports.put(key, zip, EXPORT_CONTENT_TYPE);
      const url = await exports.presignGet(key, {
        expiresInSeconds: 300,
        downloadName: filename,
        contentType: EXPORT_CONTENT_TYPE,
      });
      return { kind: 'redirect', url, filename, bytes: zip.byteLength };
    },
  };
}

export type PersonalData = ReturnType<typeof createPersonalData>;
export type { AccountRef, ContractRef, DataKind, ExportSink } from './data-kind';
