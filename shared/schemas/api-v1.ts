/**
 * The public API (`/api/v1`, Bearer API keys): one table of operations, each with the valibot
 * schemas its handler parses and answers with. The handlers (functions/src/http/api-v1) use these
 * schemas, and the OpenAPI document (functions/src/http/api-v1/openapi.ts) is generated from this
 * same table, so the document cannot drift from what the API does.
 */
import * as v from 'valibot';
import { ContractSubmissionSchema, contractStatuses } from './contracts';
import { RedlineAuthorSchema, RedlineMetadataSchema } from './redline';
import { PlaybookSchema } from './playbooks';
import { ExtractionJobSchema, UploadUrlRequestSchema, uploadKinds } from './uploads';

const submission = ContractSubmissionSchema.entries;

/** submitContract: the review form's fields (same rules and messages) and an uploaded original. */
export const ApiSubmitContractSchema = v.object({
  contractText: v.pipe(
    submission.contractText,
    v.description('The contract text: at least 10 characters, at most 75,000 words and 1,500,000 characters.'),
  ),
  behalfOf: v.pipe(submission.behalfOf, v.description('The party the review is for (whose risks are judged).')),
  playbookId: v.pipe(
    submission.playbookId,
    v.description("Optional: the id of one of the organisation's shared playbooks."),
  ),
  additionalInstructions: v.pipe(
    submission.additionalInstructions,
    v.description('Optional instructions for the review.'),
  ),
  originalDocxPath: v.pipe(
    submission.originalDocxPath,
    v.description('Optional: `objectPath` of an extracted DOCX upload; redlines are then written into that document.'),
  ),
  originalDocxFilename: submission.originalDocxFilename,
  originalPdfPath: v.pipe(
    submission.originalPdfPath,
    v.description('Optional: `objectPath` of an extracted PDF upload.'),
  ),
  originalPdfFilename: submission.originalPdfFilename,
});
export type ApiSubmitContract = v.InferOutput<typeof ApiSubmitContractSchema>;

export const ApiSubmittedSchema = v.object({ id: v.pipe(v.string(), v.description('The contract id (a ULID).')) });

/** getContract: status, and the analysis once completed. */
export const ApiContractSchema = v.object({
  id: v.string(),
  status: v.pipe(v.picklist(contractStatuses), v.description('pending, processing, completed or failed.')),
  behalfOf: v.string(),
  createdAt: v.pipe(v.string(), v.description('ISO 8601 time of submission.')),
  analysis: v.pipe(
    v.nullable(v.record(v.string(), v.unknown())),
    v.description(
      'The analysis JSON once completed (executive summary, key clauses, risk assessment, suggested language); null before.',
    ),
  ),
  errorMessage: v.optional(
    v.pipe(v.string(), v.description('Why the analysis failed (failed only; the credit was refunded).')),
  ),
  redlineAvailable: v.pipe(v.boolean(), v.description('Whether a redline was generated (generateRedline).')),
});
export type ApiContract = v.InferOutput<typeof ApiContractSchema>;

export const ApiRedlineSchema = v.object({ redlineMetadata: RedlineMetadataSchema });

/** getRedlineDocx's query: which modifications to apply (default all) and the author of the changes. */
export const ApiRedlineDocxQuerySchema = v.object({
  modifications: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}(,\d{1,3})*$/, 'modifications must be comma-separated modification indices'),
      v.description('Comma-separated indices of the modifications to apply, e.g. 0,2,3; all when absent.'),
    ),
  ),
  author: v.optional(RedlineAuthorSchema),
});

export const ApiPlaybookListSchema = v.array(PlaybookSchema);

/** createUpload: the file about to be uploaded (the app's upload rules: DOCX or PDF, at most 25 MB). */
export const ApiUploadRequestSchema = v.object({
  kind: v.pipe(v.picklist(uploadKinds, 'kind must be docx or pdf'), v.description('docx or pdf.')),
  filename: v.pipe(
    UploadUrlRequestSchema.entries.filename,
    v.description('The file name, with the .docx or .pdf extension, e.g. msa.docx.'),
  ),
  contentType: v.optional(
    v.pipe(
      UploadUrlRequestSchema.entries.contentType,
      v.description("The file's media type; the kind's own (or application/octet-stream) when absent."),
    ),
  ),
  size: v.pipe(
    UploadUrlRequestSchema.entries.size,
    v.description('Bytes; at most 25 MB. The PUT must send exactly this many.'),
  ),
});
export type ApiUploadRequest = v.InferOutput<typeof ApiUploadRequestSchema>;

export const ApiUploadTicketSchema = v.object({
  uploadURL: v.pipe(
    v.string(),
    v.description('PUT the file here, with the Content-Type below, before the URL expires.'),
  ),
  objectPath: v.pipe(v.string(), v.description("The upload's path: pass it to extractUpload.")),
  contentType: v.pipe(v.string(), v.description('The Content-Type header the PUT must carry.')),
  expiresInSeconds: v.number(),
  maxBytes: v.number(),
});

/** extractUpload: which upload to read (the kind follows from its path). */
export const ApiExtractUploadSchema = v.object({
  objectPath: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'objectPath is required'),
    v.maxLength(4096),
    v.description('The objectPath createUpload answered with.'),
  ),
  filename: v.optional(
    v.pipe(
      UploadUrlRequestSchema.entries.filename,
      v.description('How messages name the file; the uploaded name when absent.'),
    ),
  ),
});

/** extractUpload's immediate answer: the text, and the original to pass to submitContract. */
export const ApiExtractedSchema = v.object({
  success: v.literal(true),
  extractedText: v.pipe(v.string(), v.description("The contract's text: submitContract's contractText.")),
  objectPath: v.pipe(
    v.string(),
    v.description(
      "Where the original is kept: submitContract's originalDocxPath (Word redlines are then written into it) or originalPdfPath.",
    ),
  ),
  filename: v.string(),
});

/** A scanned or long PDF's extraction job (extractUpload's 202, getExtraction's answer). */
export const ApiExtractionJobSchema = v.object({
  ...ExtractionJobSchema.entries,
  jobId: v.pipe(
    v.string(),
    v.description(
      'Poll getExtraction with it until status is completed (extractedText and objectPath then set) or failed (code and message).',
    ),
  ),
});

export const ApiErrorSchema = v.object({
  message: v.string(),
  code: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  needsTopup: v.optional(v.boolean()),
  needsCredits: v.optional(v.boolean()),
  correlationId: v.optional(v.string()),
});

/** One operation of the public API. `scope` is what its key must allow. */
export interface ApiOperation {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  description?: string;
  scope: 'read' | 'write' | 'public';
  request?: v.GenericSchema;
  /** Takes an Idempotency-Key header (a retry with the same key is answered, never charged, again). */
  idempotent?: boolean;
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** JSON answer (and, for work that may take long, a 202 answer instead), or a file's media type. */
  response:
    | { status: number; schema: v.GenericSchema; accepted?: { description: string; schema: v.GenericSchema } }
    | { status: 200; file: string };
  /** Answers besides 401/404/429 that callers should expect. */
  errors?: number[];
}

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const apiOperations: readonly ApiOperation[] = [
  {
    operationId: 'submitContract',
    method: 'POST',
    path: '/api/v1/contracts',
    summary: 'Submit a contract for analysis (1 credit)',
    description:
      "Charged to the key's organisation, exactly once per contract (send an Idempotency-Key header to retry safely). The analysis runs in the background: poll getContract, or receive analysis.completed on the webhook.",
    scope: 'write',
    request: ApiSubmitContractSchema,
    idempotent: true,
    response: { status: 201, schema: ApiSubmittedSchema },
    errors: [400, 402, 422],
  },
  {
    operationId: 'getContract',
    method: 'GET',
    path: '/api/v1/contracts/{id}',
    summary: 'Status of a contract, and its analysis once completed',
    scope: 'read',
    response: { status: 200, schema: ApiContractSchema },
  },
  {
    operationId: 'getReportPdf',
    method: 'GET',
    path: '/api/v1/contracts/{id}/report.pdf',
    summary: 'The analysis report as PDF',
    scope: 'read',
    response: { status: 200, file: 'application/pdf' },
    errors: [409],
  },
  {
    operationId: 'getReportDocx',
    method: 'GET',
    path: '/api/v1/contracts/{id}/report.docx',
    summary: 'The analysis report as Word',
    scope: 'read',
    response: { status: 200, file: docxType },
    errors: [409],
  },
  {
    operationId: 'generateRedline',
    method: 'POST',
    path: '/api/v1/contracts/{id}/redline',
    summary: 'Generate the redline (suggested edits) of an analysed contract',
    description: 'Part of the analysis credit: generated once and stored; later calls return the same redline.',
    scope: 'write',
    response: { status: 200, schema: ApiRedlineSchema },
    errors: [409],
  },
  {
    operationId: 'getRedlineDocx',
    method: 'GET',
    path: '/api/v1/contracts/{id}/redline.docx',
    summary: 'The redlined contract as Word, with the chosen modifications as tracked changes',
    scope: 'read',
    query: ApiRedlineDocxQuerySchema,
    response: { status: 200, file: docxType },
    errors: [400, 409],
  },
  {
    operationId: 'createUpload',
    method: 'POST',
    path: '/api/v1/uploads',
    summary: 'Ask for an upload URL for a DOCX or PDF contract',
    description:
      'Then PUT the file to uploadURL (with its Content-Type) and call extractUpload with objectPath. Unprocessed uploads expire.',
    scope: 'write',
    request: ApiUploadRequestSchema,
    response: { status: 200, schema: ApiUploadTicketSchema },
    errors: [400, 413],
  },
  {
    operationId: 'extractUpload',
    method: 'POST',
    path: '/api/v1/uploads/extract',
    summary: "Read an uploaded file's text",
    description:
      'A DOCX or a short PDF with a text layer answers 200 with the text. A scanned or long PDF answers 202 with an extraction job: poll getExtraction. Submit the text with submitContract, passing objectPath as originalDocxPath or originalPdfPath.',
    scope: 'write',
    request: ApiExtractUploadSchema,
    response: {
      status: 200,
      schema: ApiExtractedSchema,
      accepted: { description: 'A scanned or long PDF: its extraction job', schema: ApiExtractionJobSchema },
    },
    errors: [400, 404, 413, 422],
  },
  {
    operationId: 'getExtraction',
    method: 'GET',
    path: '/api/v1/uploads/extractions/{jobId}',
    summary: 'Status of an extraction job, and the text once completed',
    scope: 'read',
    response: { status: 200, schema: ApiExtractionJobSchema },
  },
  {
    operationId: 'listPlaybooks',
    method: 'GET',
    path: '/api/v1/playbooks',
    summary: "The organisation's shared playbooks (their ids go in submitContract's playbookId)",
    scope: 'read',
    response: { status: 200, schema: ApiPlaybookListSchema },
  },
  {
    operationId: 'getOpenApi',
    method: 'GET',
    path: '/api/v1/openapi.json',
    summary: 'This document',
    scope: 'public',
    response: { status: 200, schema: v.record(v.string(), v.unknown()) },
  },
];

/** Where a path parameter's value goes in a route path: `{id}`. */
export const apiPathParameters = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
