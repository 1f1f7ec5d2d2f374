import { readFileSync } from 'node:fs';
import {
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  TextractClient,
  type GetDocumentTextDetectionCommandOutput,
} from '@aws-sdk/client-textract';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTextractOcr, textractPages } from './textract';
import { OcrError } from './port';

const recorded = JSON.parse(readFileSync('tests/fixtures/textract/get-document-text-detection.json', 'utf8')) as {
  start: { JobId: string };
  responses: GetDocumentTextDetectionCommandOutput[];
};

const textract = mockClient(TextractClient);
afterEach(() => textract.reset());
// The stub replaces the client's send for the whole process: put it back for the next file.
afterAll(() => textract.restore());

const source = {
  location: { bucket: 'uploads-bucket', key: 'uploads/u1/01J/scan.pdf' },
  renderPage: () => Promise.reject(new Error('not used')),
};

describe('Textract OCR adapter', () => {
  it('starts a job on the stored object, polls until it succeeds, follows NextToken and keeps the pages asked for', async () => {
    const [running, page1, page2] = recorded.responses;
    textract.on(StartDocumentTextDetectionCommand).resolves(recorded.start);
    textract.on(GetDocumentTextDetectionCommand).resolvesOnce(running!).resolvesOnce(page1!).resolvesOnce(page2!);
    const sleeps: number[] = [];
    const ocr = createTextractOcr({
      client: new TextractClient({}),
      sleep: async (ms) => void sleeps.push(ms),
      pollIntervalMs: 500,
    });

    const pages = await ocr.recognisePages(source, [1, 2]);

    expect(textract.commandCalls(StartDocumentTextDetectionCommand)[0]!.args[0].input).toEqual({
      DocumentLocation: { S3Object: { Bucket: 'uploads-bucket', Name: 'uploads/u1/01J/scan.pdf' } },
    });
    const gets = textract.commandCalls(GetDocumentTextDetectionCommand).map((c) => c.args[0].input);
    expect(gets).toEqual([
      { JobId: recorded.start.JobId, MaxResults: 1000 },
      { JobId: recorded.start.JobId, MaxResults: 1000 },
      { JobId: recorded.start.JobId, MaxResults: 1000, NextToken: 'page-2-token' },
    ]);
    expect(sleeps).toEqual([500]);
    expect(pages.get(1)).toBe(
      'DISTRIBUTOR AGREEMENT\n\nIngram Micro, a corporation organized under the laws of the State of California,\nhaving a place of business located at 1600 E. St. Andrew Place, Santa Ana,',
    );
    expect(pages.get(2)).toBe('ORDERS\nA. Distributor may purchase Products by placing orders under this');
  });

  it('fails clearly when the job fails or runs past the wait limit', async () => {
    textract.on(StartDocumentTextDetectionCommand).resolves(recorded.start);
    textract
      .on(GetDocumentTextDetectionCommand)
      .resolvesOnce({ JobStatus: 'FAILED', StatusMessage: 'UNSUPPORTED_DOCUMENT' });
    const ocr = createTextractOcr({ client: new TextractClient({}), sleep: async () => undefined });
    await expect(ocr.recognisePages(source, [1])).rejects.toThrow(/FAILED: UNSUPPORTED_DOCUMENT/);

    textract.reset();
    textract.on(StartDocumentTextDetectionCommand).resolves(recorded.start);
    textract.on(GetDocumentTextDetectionCommand).resolves({ JobStatus: 'IN_PROGRESS' });
    const slow = createTextractOcr({
      client: new TextractClient({}),
      sleep: async () => undefined,
      pollIntervalMs: 1000,
      maxWaitMs: 3000,
    });
    await expect(slow.recognisePages(source, [1])).rejects.toBeInstanceOf(OcrError);
    expect(textract.commandCalls(GetDocumentTextDetectionCommand)).toHaveLength(4);
  });

  it('ignores WORD blocks and pages without lines', () => {
    const pages = textractPages(recorded.responses[1]!.Blocks ?? []);
    expect([...pages.keys()]).toEqual([1]);
    expect(pages.get(1)).not.toContain('DISTRIBUTOR\n');
  });
});
