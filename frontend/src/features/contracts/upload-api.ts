/**
 * Upload calls (spec section 7): ask for a presigned URL, PUT the file (with progress), then ask
 * the server to extract its text.
 */
import {
  ExtractionResultSchema,
  UploadUrlResponseSchema,
  canonicalContentType,
  type UploadKind,
} from '../../../../shared/schemas/uploads';
import { postJson, putFileWithProgress } from '../../lib/api';

const URL_PATHS: Record<UploadKind, string> = { docx: '/api/upload', pdf: '/api/upload/pdf' };

export async function uploadFile(
  kind: UploadKind,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ uploadURL: string; objectPath: string }> {
  const target = await postJson(
    URL_PATHS[kind],
    { filename: file.name, contentType: file.type || canonicalContentType[kind], size: file.size },
    UploadUrlResponseSchema,
  );
  await putFileWithProgress(target.uploadURL, file, { contentType: target.contentType, onProgress, signal });
  return { uploadURL: target.uploadURL, objectPath: target.objectPath };
}

export function extractText(kind: UploadKind, uploadURL: string, filename: string) {
  return kind === 'docx'
    ? postJson('/api/upload/process', { docxUrl: uploadURL, filename }, ExtractionResultSchema)
    : postJson('/api/upload/process-pdf', { pdfUrl: uploadURL, filename }, ExtractionResultSchema);
}
