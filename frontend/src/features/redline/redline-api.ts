/** The redline calls (docs/product-spec.md section 7): generate (or fetch the stored) redline; the Word download. */
import { REDLINE_DEFAULT_FILENAME } from '../../../../shared/redline-messages';
import {
  normaliseRedlineMetadata,
  RedlineResponseSchema,
  type RedlineMetadata,
} from '../../../../shared/schemas/redline';
import { postForFile, postJson, type DownloadedFile } from '../../lib/api';

/** POST /api/contract/redline/{id}: the contract's redline, generated once and then stored. */
export async function generateRedline(contractId: string): Promise<RedlineMetadata> {
  const body = await postJson(`/api/contract/redline/${encodeURIComponent(contractId)}`, {}, RedlineResponseSchema);
  return normaliseRedlineMetadata(body.redlineMetadata) ?? body.redlineMetadata;
}

/** POST /api/docx/generate-redlined-report/{id}: the Word file with the accepted modifications. */
export function downloadRedlinedContract(
  contractId: string,
  selectedModifications: number[],
  author: string,
): Promise<DownloadedFile> {
  return postForFile(
    `/api/docx/generate-redlined-report/${encodeURIComponent(contractId)}`,
    { selectedModifications, author },
    REDLINE_DEFAULT_FILENAME,
  );
}
