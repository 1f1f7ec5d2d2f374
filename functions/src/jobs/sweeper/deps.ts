/** Composition root of the sweeper: the contract storage of the jobs, built once per process (cold start). */
import { perProcess } from '../../adapters/from-config';
import { getConfig } from '../../config';
import { createSweeper, type Sweep } from '../../services/contracts';
import { contractStorageDeps } from '../shared-deps';

export const getSweep = perProcess((): Sweep => createSweeper(contractStorageDeps(getConfig())));
