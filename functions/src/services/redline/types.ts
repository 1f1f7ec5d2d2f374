/** Dependencies and views shared by the redline use-cases. */
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractRecord, ContractsRepo } from '../../adapters/repositories/contracts';
import type { PlaybookLookup } from '../../adapters/repositories/playbook-lookup';
import type { RedlineStore } from '../../adapters/repositories/redline-store';
import type { RedlineProposer } from '../../analyzer/port';
import type { Clock, ServiceLog } from '../contracts/types';

/** The contract item as the redline sees it: the record plus the redline fields it may carry. */
export type ContractWithRedline = ContractRecord & { redlineMetadata?: unknown; redlineKey?: string };

export interface RedlineCaller {
  id: string;
  subscriptionType: string;
}

export interface GenerateRedlineDeps {
  contracts: Pick<ContractsRepo, 'get'>;
  redlines: RedlineStore;
  blobs: TextBlobStore;
  playbooks: PlaybookLookup;
  proposer: RedlineProposer;
  clock: Clock;
  log: ServiceLog;
}
