/**
 * The public API Lambda (/api/v1): every route of the operation table (shared/schemas/api-v1.ts),
 * authenticated by the API key in `Authorization: Bearer <key>` and never by a cookie (the event's
 * cookies are dropped before anything runs). Each operation calls the same service as the app's
 * route, for the key's organisation, so validation, limits, credits and messages are the same.
 */
import { isValid as isUlid } from 'ulid';
import * as v from 'valibot';
import { redlineMessages } from '../../../../shared/redline-messages';
import {
  ApiExtractUploadSchema,
  ApiRedlineDocxQuerySchema,
  ApiSubmitContractSchema,
  ApiUploadRequestSchema,
  apiOperations,
  type ApiOperation,
} from '../../../../shared/schemas/api-v1';
import type { ContractSubmission } from '../../../../shared/schemas/contracts';
import { DEFAULT_REDLINE_AUTHOR } from '../../../../shared/schemas/redline';
import { canonicalContentType } from '../../../../shared/schemas/uploads';
import { assertConfigured, getConfig } from '../../config';
import { addLogContext } from '../../log';
import type { ApiCaller } from '../../services/api/authenticate';
import { storedRedline } from '../../services/redline/stored';
import { uploadErrors } from '../../services/uploads/errors';
import { kindOfKey } from '../../services/uploads/keys';
import { AppError, notFound, validationFailed } from '../core/errors';
import { header, parseBody, type ApiEvent } from '../core/request';
import { file, json, type HttpResult } from '../core/respond';
import { createHandler, type Action } from '../core/router';
import { getExtractionJobs, getUploadService } from '../uploads/deps';
import { processUpload } from '../uploads/process';
import { getApiServices } from './deps';
import { buildOpenApiDocument } from './openapi';

assertConfigured('the public API', 'uploadsBucket', 'analysisQueueUrl', 'extractionQueueUrl');

type Operation = (event: ApiEvent, caller: ApiCaller) => Promise<HttpResult>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

function contractIdOf(event: ApiEvent): string {
  const id = event.pathParameters?.id ?? '';
  if (!isUlid(id)) throw notFound('Contract not found');
  return id;
}

const toFile = (f: { body: Uint8Array; contentType: string; filename: string }) =>
  file(Buffer.from(f.body.buffer, f.body.byteOffset, f.body.byteLength), f.contentType, f.filename);

/** The organisation acts as a paid account: Enterprise includes reports and redlines. */
const organizationCaller = (caller: ApiCaller) => ({ id: caller.organizationId, subscriptionType: 'paid' });

const operations: Record<string, Operation> = {
  async submitContract(event, caller) {
    const body = parseBody(event, ApiSubmitContractSchema);
    const key = header(event, 'idempotency-key')?.trim() || undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw validationFailed('Invalid Idempotency-Key header');
    const submission: ContractSubmission = {
      ...body,
      hasOriginalDocx: Boolean(body.originalDocxPath),
      hasOriginalPdf: Boolean(body.originalPdfPath),
    };
    const orgId = caller.organizationId;
    const result = await getApiServices().submitContract(orgId, submission, key, {
      ownerId: orgId,
      payers: [orgId],
      submittedBy: caller.id,
    });
    return json(result.created ? 201 : 200, { id: result.id });
  },

  getContract: async (event, caller) =>
    json(200, await getApiServices().contractView(caller.organizationId, contractIdOf(event))),

  getReportPdf: async (event, caller) =>
    toFile(await getApiServices().generateReport(organizationCaller(caller), contractIdOf(event), 'pdf')),

  getReportDocx: async (event, caller) =>
    toFile(await getApiServices().generateReport(organizationCaller(caller), contractIdOf(event), 'docx')),

  async generateRedline(event, caller) {
    const result = await getApiServices().generateRedline(organizationCaller(caller), contractIdOf(event));
    return json(200, { redlineMetadata: result.redlineMetadata });
  },

  async getRedlineDocx(event, caller) {
    const id = contractIdOf(event);
    const parsed = v.safeParse(ApiRedlineDocxQuerySchema, event.queryStringParameters ?? {});
    if (!parsed.success) throw validationFailed(parsed.issues[0]?.message ?? 'Invalid request');
    const services = getApiServices();
    let selected = parsed.output.modifications?.split(',').map(Number);
    if (!selected) {
      // All modifications by default: their number is the stored redline's.
      const contract = await services.contracts.get(caller.organizationId, id);
      if (!contract) throw notFound('Contract not found');
      const redline = contract.status === 'completed' ? await storedRedline(services.blobs, contract) : undefined;
      if (!redline) throw new AppError(409, 'REDLINE_NOT_GENERATED', redlineMessages.notGenerated);
      selected = redline.modifications.map((_, i) => i);
    }
    const author = parsed.output.author ?? DEFAULT_REDLINE_AUTHOR;
    return toFile(
      await services.downloadRedlined(organizationCaller(caller), id, { selectedModifications: selected, author }),
    );
  },

  async createUpload(event, caller) {
    const { kind, filename, contentType, size } = parseBody(event, ApiUploadRequestSchema);
    const ticket = await getUploadService().createUploadUrl(caller.organizationId, kind, {
      filename,
      contentType: contentType ?? canonicalContentType[kind],
      size,
    });
    return json(200, ticket);
  },

  async extractUpload(event, caller) {
    const { objectPath, filename } = parseBody(event, ApiExtractUploadSchema);
    const name = filename ?? objectPath.split(/[/?]/).filter(Boolean).at(-1) ?? 'document';
    const kind = kindOfKey(objectPath.split('?')[0] ?? '');
    // Not a path createUpload hands out: answered as any other upload that is not there.
    if (!kind) throw uploadErrors.notFound(name);
    const processed = await processUpload(caller.organizationId, kind, objectPath, name);
    return json(processed.status, processed.body);
  },

  getExtraction: async (event, caller) =>
    json(200, await getExtractionJobs().status(caller.organizationId, event.pathParameters?.jobId ?? '')),

  listPlaybooks: async (_event, caller) => json(200, await getApiServices().playbooks.list(caller.organizationId)),

  getOpenApi: async () => json(200, buildOpenApiDocument(getConfig().appOrigin)),
};

function route(op: ApiOperation): Action {
  const run = operations[op.operationId];
  if (!run) throw new Error(`No handler for ${op.operationId}`);
  return async (raw) => {
    // Never a cookie: a browser's session must not authorise a call here.
    const event: ApiEvent = { ...raw, cookies: [] };
    if (op.scope === 'public') return run(event, undefined as never);
    const caller = await getApiServices().authenticate(header(event, 'authorization'), op.scope);
    addLogContext({ organizationId: caller.organizationId });
    return run(event, caller);
  };
}

export const handler = createHandler(
  Object.fromEntries(apiOperations.map((op) => [`${op.method} ${op.path}`, route(op)])),
);
