/**
 * Files through /api/v1, as an integration would send them: an upload URL, the PUT straight to the
 * (local) S3 endpoint, the extraction, then the submission with the original, whose redline is
 * written into the uploaded Word document. A long PDF becomes an extraction job polled with the
 * same key. The app's upload rules and messages apply, and another organisation's key finds none
 * of it.
 */
import { readFileSync } from 'node:fs';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../../../shared/upload-messages';
import { FIXTURES_DIR } from '../../support/shared-dir';
import { createFirm } from '../organizations/helpers';
import { putFile } from '../uploads/helpers';
import { apiCall, createKey, waitForApiContract } from './helpers';

const docx = readFileSync(`${FIXTURES_DIR}/docx/common-paper-data-processing-agreement.docx`);
/** 48 pages with a text layer: over the inline limit, so read by the extraction job. */
const longPdf = readFileSync(`${FIXTURES_DIR}/pdf/cuad_17c7e2b45447.pdf`);

interface Ticket {
  uploadURL: string;
  objectPath: string;
  contentType: string;
}

interface Extraction {
  jobId?: string;
  status?: string;
  extractedText?: string;
  objectPath?: string;
  message?: string;
  code?: string;
}

async function upload(key: string, kind: 'docx' | 'pdf', filename: string, bytes: Uint8Array): Promise<Ticket> {
  const ticket = await apiCall<Ticket>(key, 'POST', '/api/v1/uploads', { kind, filename, size: bytes.length });
  expect(ticket.status).toBe(200);
  expect(await putFile(ticket.body.uploadURL, bytes, ticket.body.contentType)).toBe(200);
  return ticket.body;
}

describe('/api/v1 uploads', () => {
  it('a Word contract: upload, extract, submit with its original, and the redline comes back in that document', async () => {
    const { orgId, owner } = await createFirm({ size: 1, plan: 'enterprise', credits: 1 });
    const { key } = await createKey(owner, orgId);
    const ticket = await upload(key, 'docx', 'Data Processing Agreement.docx', docx);
    expect(ticket.objectPath).toMatch(new RegExp(`^uploads/${orgId}/`));

    const extracted = await apiCall<Extraction>(key, 'POST', '/api/v1/uploads/extract', {
      objectPath: ticket.objectPath,
    });
    expect(extracted.status).toBe(200);
    expect(extracted.body.extractedText).toContain('Data Processing');
    expect(extracted.body.objectPath).toMatch(new RegExp(`^originals/${orgId}/`));

    const submitted = await apiCall<{ id: string }>(key, 'POST', '/api/v1/contracts', {
      contractText: extracted.body.extractedText,
      behalfOf: 'Customer',
      originalDocxPath: extracted.body.objectPath,
      originalDocxFilename: 'Data Processing Agreement.docx',
    });
    expect(submitted.status).toBe(201);
    expect(await waitForApiContract(key, submitted.body.id, 60_000)).toMatchObject({ status: 'completed' });
    const redline = await apiCall<{ redlineMetadata: { modifications: unknown[] } }>(
      key,
      'POST',
      `/api/v1/contracts/${submitted.body.id}/redline`,
    );
    expect(redline.status).toBe(200);
    const word = await apiCall(key, 'GET', `/api/v1/contracts/${submitted.body.id}/redline.docx`);
    expect(word.status).toBe(200);
    expect(word.headers.get('content-disposition')).toContain('Data_Processing_Agreement_redlined.docx');
    expect(word.bytes.subarray(0, 2).toString()).toBe('PK');
  }, 120_000);

  it('a long PDF is read by the extraction job, polled with the key; the upload rules and messages are the app’s', async () => {
    const { orgId, owner } = await createFirm({ size: 1, plan: 'enterprise' });
    const { key } = await createKey(owner, orgId);
    const ticket = await upload(key, 'pdf', 'Hosting Agreement.pdf', longPdf);
    const started = await apiCall<Extraction>(key, 'POST', '/api/v1/uploads/extract', {
      objectPath: ticket.objectPath,
      filename: 'Hosting Agreement.pdf',
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'extracting', pagesTotal: 48 });
    const jobId = started.body.jobId!;

    // Another organisation's key finds neither the job nor the upload.
    const other = await createFirm({ size: 1, plan: 'enterprise' });
    const otherKey = await createKey(other.owner, other.orgId);
    expect((await apiCall(otherKey.key, 'GET', `/api/v1/uploads/extractions/${jobId}`)).status).toBe(404);
    expect(
      (await apiCall(otherKey.key, 'POST', '/api/v1/uploads/extract', { objectPath: ticket.objectPath })).status,
    ).toBe(404);
    expect((await apiCall(key, 'GET', `/api/v1/uploads/extractions/${ulid()}`)).status).toBe(404);

    let job: Extraction = started.body;
    const deadline = Date.now() + 90_000;
    while (job.status === 'extracting' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      job = (await apiCall<Extraction>(key, 'GET', `/api/v1/uploads/extractions/${jobId}`)).body;
    }
    expect(job).toMatchObject({
      status: 'completed',
      objectPath: expect.stringMatching(new RegExp(`^originals/${orgId}/`)),
    });
    expect(job.extractedText!.length).toBeGreaterThan(20_000);

    // The app's rules and messages: a Word name for a PDF, a file over 25 MB, a read-only key.
    const wrong = await apiCall<Extraction>(key, 'POST', '/api/v1/uploads', {
      kind: 'pdf',
      filename: 'contract.docx',
      size: 100,
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'UPLOAD_WRONG_TYPE', message: uploadMessages.notAPdf('contract.docx') },
    });
    const big = await apiCall<Extraction>(key, 'POST', '/api/v1/uploads', {
      kind: 'docx',
      filename: 'big.docx',
      size: 26 * 1024 * 1024,
    });
    expect(big).toMatchObject({
      status: 413,
      body: { code: 'UPLOAD_TOO_LARGE', message: uploadMessages.tooLarge('big.docx') },
    });
    const read = await createKey(owner, orgId, 'read', 'Reader');
    expect(
      (await apiCall(read.key, 'POST', '/api/v1/uploads', { kind: 'docx', filename: 'a.docx', size: 100 })).status,
    ).toBe(403);
  }, 150_000);
});
