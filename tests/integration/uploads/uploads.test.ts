/**
 * Uploads against the local cloud: presigned PUT to the S3 emulator, then extraction through the
 * API. Failures answer with the spec's messages and stable codes and leave no object behind.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../../shared/upload-messages';
import { createSignedInUser, ApiClient, type TestUser } from '../../support/users';
import { xxeDocx, zipBombDocx } from '../../support/docx-builder';
import {
  DOCX_TYPE,
  objectExists,
  originalOf,
  postLong,
  presign,
  putFile,
  uploadAndProcess,
  type Extraction,
} from './helpers';
import { FIXTURES_DIR } from '../../support/shared-dir';

const MB = 1024 * 1024;
const docxFixture = `${FIXTURES_DIR}/docx/common-paper-data-processing-agreement.docx`;
const pdfFixture = `${FIXTURES_DIR}/pdf/cuad_0cde3ce8aee9.pdf`;

let alice: TestUser;
let bob: TestUser;
let bomb: Uint8Array;

beforeAll(async () => {
  // Built before any request: compressing 40 MB blocks this worker for seconds.
  bomb = zipBombDocx(40);
  [alice, bob] = await Promise.all([
    createSignedInUser({ prefix: 'upload-a' }),
    createSignedInUser({ prefix: 'upload-b' }),
  ]);
});

describe('presigned upload URLs', () => {
  it('issue a short-lived PUT URL under the caller prefix with the content type bound', async () => {
    const res = await presign(alice, 'docx', {
      filename: '../Mutual NDA <final>.docx',
      contentType: DOCX_TYPE,
      size: 1234,
    });
    expect(res.status).toBe(200);
    expect(res.body.objectPath).toMatch(new RegExp(`^uploads/${alice.id}/[0-9A-Z]{26}/Mutual NDA _final.docx$`));
    const url = new URL(res.body.uploadURL);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(res.body.contentType).toBe(DOCX_TYPE);
  });

  it('refuse a file over 25 MB, the wrong type, and a signed-out caller', async () => {
    const big = await presign(alice, 'pdf', { filename: 'huge.pdf', contentType: 'application/pdf', size: 26 * MB });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: uploadMessages.tooLarge('huge.pdf') });

    const notPdf = await presign(alice, 'pdf', { filename: 'contract.docx', contentType: DOCX_TYPE, size: 10 });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body).toMatchObject({ code: 'UPLOAD_WRONG_TYPE', message: uploadMessages.notAPdf('contract.docx') });

    const exe = await presign(alice, 'docx', {
      filename: 'setup.exe',
      contentType: 'application/x-msdownload',
      size: 10,
    });
    expect(exe.body.code).toBe('UPLOAD_WRONG_TYPE');

    const anonymous = await new ApiClient().post('/api/upload', {
      filename: 'a.docx',
      contentType: DOCX_TYPE,
      size: 10,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('DOCX extraction', () => {
  it('extracts a real agreement with headings, list numbering and tables, and keeps the original', async () => {
    const { ticket, processed } = await uploadAndProcess(alice, 'docx', 'DPA.docx', readFileSync(docxFixture));
    expect(processed.status).toBe(200);
    expect(processed.body).toMatchObject({
      success: true,
      objectPath: originalOf(ticket.objectPath),
      filename: 'DPA.docx',
    });
    const text = processed.body.extractedText;
    expect(text).toContain('1. Processor and Subprocessor Relationships');
    expect(text).toContain('  1.1 Provider as Processor.');
    expect(text).toContain('2. Processing');
    expect(text).toContain('    (a) Provider will not provide, transfer, or hand over any Customer Personal Data');
    expect(text).toContain('      (vii) The Cover Page to this DPA contains the information required in Annex I');
    // The original moves out of the expiring uploads/ prefix.
    expect(await objectExists(originalOf(ticket.objectPath))).toBe(true);
    expect(await objectExists(ticket.objectPath)).toBe(false);
  });

  it('refuses a zip bomb and deletes it', async () => {
    expect(bomb.length).toBeLessThan(200_000);
    const { ticket, processed } = await uploadAndProcess(alice, 'docx', 'bomb.docx', bomb);
    expect(processed.status).toBe(422);
    expect(processed.body).toMatchObject({ code: 'DOCX_INVALID', message: uploadMessages.docxProcessingFailed });
    expect(await objectExists(ticket.objectPath)).toBe(false);
  });

  it('never expands an external entity (XXE)', async () => {
    const { ticket, processed } = await uploadAndProcess(alice, 'docx', 'xxe.docx', xxeDocx('file:///etc/passwd'));
    expect(processed.status).toBe(422);
    expect(processed.body.code).toBe('DOCX_INVALID');
    expect(JSON.stringify(processed.body)).not.toMatch(/root:/);
    expect(await objectExists(ticket.objectPath)).toBe(false);
  });
});

describe('PDF extraction', () => {
  it('extracts the text layer of a real contract with its paragraphs', async () => {
    const { ticket, processed } = await uploadAndProcess(alice, 'pdf', 'Kubient MSA.pdf', readFileSync(pdfFixture));
    expect(processed.status).toBe(200);
    const text = processed.body.extractedText;
    expect(text).toContain('MASTER SERVICES AGREEMENT');
    expect(text).toMatch(/1\. Kubient Services\. The services provided by Kubient/);
    expect(text).toContain('\n\n');
    expect(processed.body.objectPath).toBe(originalOf(ticket.objectPath));
    expect(await objectExists(originalOf(ticket.objectPath))).toBe(true);
  });

  it('refuses a .pdf that is really HTML with the spec message, and deletes it', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><h1>Not a contract</h1></body></html>');
    const { ticket, processed } = await uploadAndProcess(alice, 'pdf', 'invoice.pdf', html);
    expect(processed.status).toBe(422);
    expect(processed.body).toMatchObject({ code: 'PDF_INVALID', message: uploadMessages.notAPdf('invoice.pdf') });
    expect(await objectExists(ticket.objectPath)).toBe(false);
  });

  it('explains that a password-protected PDF cannot be read', async () => {
    const { ticket, processed } = await uploadAndProcess(
      alice,
      'pdf',
      'locked.pdf',
      readFileSync('tests/fixtures/pdf/encrypted-aes256.pdf'),
    );
    expect(processed.status).toBe(422);
    expect(processed.body).toMatchObject({ code: 'PDF_ENCRYPTED', message: uploadMessages.pdfEncrypted('locked.pdf') });
    expect(await objectExists(ticket.objectPath)).toBe(false);
  });

  it('re-checks the size it reads: a 26 MB file PUT on a small ticket is refused and deleted', async () => {
    const ticket = await presign(alice, 'pdf', { filename: 'liar.pdf', contentType: 'application/pdf', size: 1000 });
    const bytes = Buffer.alloc(26 * MB, 0x20);
    bytes.write('%PDF-1.7\n');
    // s3rver does not enforce the signed Content-Length (real S3 would refuse this PUT).
    expect(await putFile(ticket.body.uploadURL, bytes, 'application/pdf')).toBe(200);
    const processed = await postLong<Extraction>(alice, '/api/upload/process-pdf', {
      pdfUrl: ticket.body.uploadURL,
      filename: 'liar.pdf',
    });
    expect(processed.status).toBe(413);
    expect(processed.body.code).toBe('UPLOAD_TOO_LARGE');
    expect(await objectExists(ticket.body.objectPath)).toBe(false);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's object and leaves it alone", async () => {
    const { ticket } = await uploadAndProcess(alice, 'pdf', 'mine.pdf', readFileSync(pdfFixture));
    const stolen = await postLong<Extraction>(bob, '/api/upload/process-pdf', {
      pdfUrl: ticket.uploadURL,
      filename: 'mine.pdf',
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('UPLOAD_NOT_FOUND');
    expect(stolen.body.extractedText).toBeUndefined();
    const byPath = await postLong<Extraction>(bob, '/api/upload/process-pdf', {
      pdfUrl: ticket.objectPath,
      filename: 'mine.pdf',
    });
    expect(byPath.status).toBe(404);
    const traversal = await postLong<Extraction>(bob, '/api/upload/process', {
      docxUrl: `uploads/${bob.id}/../${alice.id}/x.docx`,
      filename: 'x.docx',
    });
    expect(traversal.status).toBe(404);
    expect(await objectExists(originalOf(ticket.objectPath))).toBe(true);
  });
});
