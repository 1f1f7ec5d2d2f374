/** The library calls of docs/product-spec.md section 7, through the one API client. */
import {
  LIBRARY_PAGE_DEFAULT,
  LibraryContractDetailSchema,
  LibraryPageSchema,
  type LibraryContractDetail,
  type LibraryFilter,
  type LibraryPage,
} from '../../../../shared/schemas/library';
import { ApiError, getJson } from '../../lib/api';

export interface LibraryPageRequest {
  q: string;
  filter: LibraryFilter;
  cursor: string | null;
  /** The organisation's shared library instead of one's own. */
  scope?: LibraryScope;
}

export type LibraryScope = 'personal' | 'organization';

/** GET /api/contract/user-contracts: one page of analysed contracts, newest first. */
export async function fetchLibraryPage({ q, filter, cursor, scope }: LibraryPageRequest): Promise<LibraryPage> {
  const params = new URLSearchParams({ limit: String(LIBRARY_PAGE_DEFAULT), filter });
  if (scope === 'organization') params.set('scope', scope);
  if (q.trim() !== '') params.set('q', q.trim());
  if (cursor) params.set('cursor', cursor);
  const page = await getJson(`/api/contract/user-contracts?${params.toString()}`, LibraryPageSchema);
  if (!page) throw new ApiError('401: Unauthorized', 401, null);
  return page;
}

/** GET /api/contract/user-contracts/{id}: the text and instructions for the contract dialog. */
export async function fetchLibraryContract(id: string): Promise<LibraryContractDetail> {
  const contract = await getJson(`/api/contract/user-contracts/${encodeURIComponent(id)}`, LibraryContractDetailSchema);
  if (!contract) throw new ApiError('401: Unauthorized', 401, null);
  return contract;
}
