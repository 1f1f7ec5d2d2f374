/** Composition root of the analysis dead-letter consumer: its settlement, built once per process (cold start). */
import { perProcess } from '../../adapters/from-config';
import { getConfig } from '../../config';
import { createDeadLetterSettlement, type SettleDeadLetter } from '../../services/contracts';
import { contractStorageDeps } from '../shared-deps';

export const getDeadLetterSettlement = perProcess((): SettleDeadLetter =>
  createDeadLetterSettlement(contractStorageDeps(getConfig())),
);
