/**
 * Upload calls (docs/product-spec.md section 7): ask for a presigned PUT URL, PUT the file, then ask the server to
 * extract its text. One schema per request and response, shared by the client and the functions.
 */
import * as v from 'valibot';
import { uploadLimits } from '../upload-messages';

export const uploadKinds = ['docx', 'pdf'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** The content types a browser may report for each kind (Windows often sends octet-stream). */
export const acceptedContentTypes: Record<UploadKind, readonly string[]> = {
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/octet-stream'],
  pdf: ['application/pdf', 'application/x-pdf', 'application/octet-stream'],
};

/** The content type stored with (and bound into the signature of) each kind's upload. */
export const canonicalContentType: Record<UploadKind, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

const filename = v.pipe(v.string(), v.trim(), v.minLength(1, 'A file name is required'), v.maxLength(255));

export const UploadUrlRequestSchema = v.object({
  filename,
  contentType: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(200)),
  size: v.pipe(v.number(), v.integer(), v.minValue(1, 'The file is empty')),
});
export type UploadUrlRequest = v.InferOutput<typeof UploadUrlRequestSchema>;

export const UploadUrlResponseSchema = v.object({
  /** Presigned S3 PUT URL; send the file with the same Content-Type. */
  uploadURL: v.string(),
  /** The object key, e.g. uploads/<userId>/<ulid>/<name>.docx. */
  objectPath: v.string(),
  /** The Content-Type the PUT must carry (bound into the signature). */
  contentType: v.string(),
  expiresInSeconds: v.number(),
  maxBytes: v.number(),
});
export type UploadUrlResponse = v.InferOutput<typeof UploadUrlResponseSchema>;

const uploadedUrl = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(4096));

export const ProcessDocxRequestSchema = v.object({ docxUrl: uploadedUrl, filename });
export type ProcessDocxRequest = v.InferOutput<typeof ProcessDocxRequestSchema>;

export const ProcessPdfRequestSchema = v.object({ pdfUrl: uploadedUrl, filename });
export type ProcessPdfRequest = v.InferOutput<typeof ProcessPdfRequestSchema>;

export const ExtractionResultSchema = v.object({
  success: v.literal(true),
  extractedText: v.string(),
  /** Kept for the contract submission as originalDocxPath / originalPdfPath. */
  objectPath: v.string(),
  filename: v.string(),
});
export type ExtractionResult = v.InferOutput<typeof ExtractionResultSchema>;

/**
 * A long extraction (a scanned PDF, or one over PDF_INLINE_MAX_PAGES) answers 202 with this status
 * instead of the text; the browser polls GET /api/upload/extraction/{jobId} until it is completed
 * (the text and objectPath then filled, as in the inline result) or failed (code and message, the
 * same ones an inline failure answers with).
 */
export const extractionJobStatuses = ['extracting', 'completed', 'failed'] as const;
export type ExtractionJobStatus = (typeof extractionJobStatuses)[number];

export const ExtractionJobSchema = v.object({
  success: v.literal(true),
  jobId: v.string(),
  status: v.picklist(extractionJobStatuses),
  filename: v.string(),
  /** Pages read so far (text layer and OCR) of pagesTotal: the progress the review page shows. */
  pagesRead: v.number(),
  pagesTotal: v.number(),
  extractedText: v.optional(v.string()),
  objectPath: v.optional(v.string()),
  code: v.optional(v.string()),
  message: v.optional(v.string()),
});
export type ExtractionJob = v.InferOutput<typeof ExtractionJobSchema>;

/** What process / process-pdf answer: the text at once (200), or an extraction job to poll (202). */
export const ProcessUploadResponseSchema = v.union([ExtractionJobSchema, ExtractionResultSchema]);
export type ProcessUploadResponse = v.InferOutput<typeof ProcessUploadResponseSchema>;

export const isExtractionJob = (r: ProcessUploadResponse): r is ExtractionJob => 'jobId' in r;

/** The extraction queue's message: which user's job to run. */
export const ExtractionJobMessageSchema = v.object({
  userId: v.pipe(v.string(), v.minLength(1)),
  jobId: v.pipe(v.string(), v.minLength(1)),
});
export type ExtractionJobMessage = v.InferOutput<typeof ExtractionJobMessageSchema>;

/** Size rule shared with the client, so the browser refuses before asking for a URL. */
export const isWithinUploadLimit = (bytes: number) => bytes > 0 && bytes <= uploadLimits.maxBytes;
