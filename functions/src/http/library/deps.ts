/** Composition root of the library API: adapters picked once per process (cold start). */
import { perProcess, systemClock, tableFrom, textBlobsFrom } from '../../adapters/from-config';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createLibraryRepo } from '../../adapters/dynamo/library-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createSearchIndexReader } from '../../adapters/dynamo/search-index/reader';
import { createSearchIndexWriter } from '../../adapters/dynamo/search-index/writer';
import { createPlacement } from '../../services/organizations/placement';
import { getConfig } from '../../config';
import { createLibraryService, type LibraryService } from '../../services/library';

export const getLibraryService = perProcess((): LibraryService => {
  const config = getConfig();
  const table = tableFrom(config);
  return createLibraryService({
    library: createLibraryRepo(table),
    contracts: createContractsRepo(table),
    search: createSearchIndexReader(table),
    blobs: textBlobsFrom(config, 'the library API'),
    clock: systemClock,
  });
});

/** Whose library and contracts a member may read (their own and their organisation's). */
export const getLibraryPlacement = perProcess(() => {
  const table = tableFrom(getConfig());
  return createPlacement({ organizations: createOrganizationsRepo(table), contracts: createContractsRepo(table) });
});

const getSearchIndexWriter = perProcess(() => createSearchIndexWriter(tableFrom(getConfig())));

/** When a contract is deleted: out of its owner's library search at once, its text gone from the index. */
export const removeFromLibrarySearch = (ownerId: string, contractId: string): Promise<void> =>
  getSearchIndexWriter().remove(ownerId, contractId);

/** When an account or an organisation is deleted: its whole library search index. */
export const dropLibrarySearch = (ownerId: string): Promise<void> => getSearchIndexWriter().drop(ownerId);
