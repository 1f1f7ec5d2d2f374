/**
 * Scanned PDFs through the real local OCR (tesseract.js, offline) behind the API: a scanned page
 * sends the PDF to the extraction job (202), whose status is polled until the text is there. Slow
 * by nature (seconds per page per worker, far more on a busy machine), so only the two scanned
 * fixtures run, with a generous timeout. The first job also warms the workers for the next.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../support/users';
import { followJob, objectExists, originalOf, uploadAndProcess, type JobStatus } from './helpers';
import { FIXTURES_DIR } from '../../support/shared-dir';

const OCR_TIMEOUT = 15 * 60_000;

let user: TestUser;
beforeAll(async () => {
  user = await createSignedInUser({ prefix: 'ocr' });
});

/** Distinctive words checked by eye against the page images. */
const expected = {
  'scanned-netgear-distributor-p1-2.pdf': [
    'DISTRIBUTOR AGREEMENT',
    'INGRAM MICRO',
    'Santa Clara',
    'Effective Date: March 1, 1996',
    'Purchase Order number',
    'MINIMUM/STANDARD LOT SIZES',
  ],
  'scanned-kubient-msa-p1-3.pdf': [
    'MASTER SERVICES AGREEMENT',
    'Associated Press',
    'Auction Platform',
    'Winning Bid Price',
    'Limitation of Liability',
    'Trojan Horses',
  ],
} as const;

describe('OCR of scanned PDFs', () => {
  for (const [file, words] of Object.entries(expected)) {
    it(
      `recovers the text of ${file}`,
      async () => {
        const bytes = readFileSync(`${FIXTURES_DIR}/scanned/${file}`);
        const { ticket, processed } = await uploadAndProcess(user, 'pdf', file, bytes);
        expect(processed.status).toBe(202);
        const { final } = await followJob(user, (processed.body as unknown as JobStatus).jobId, {
          everyMs: 500,
          timeoutMs: OCR_TIMEOUT - 60_000,
        });
        expect(final).toMatchObject({ status: 'completed', objectPath: originalOf(ticket.objectPath) });
        const text = final.extractedText!;
        for (const w of words) expect(text.toLowerCase()).toContain(w.toLowerCase());
        expect(text.length).toBeGreaterThan(4000);
        expect(await objectExists(originalOf(ticket.objectPath))).toBe(true);
      },
      OCR_TIMEOUT,
    );
  }
});
