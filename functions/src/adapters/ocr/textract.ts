/**
 * OCR with Amazon Textract's asynchronous text detection, which reads multi-page PDFs straight from
 * S3: StartDocumentTextDetection, then GetDocumentTextDetection polled until the job ends and paged
 * through NextToken. LINE blocks become text per page, with a blank line where the vertical gap
 * between lines is clearly larger than a line.
 */
import {
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  TextractClient,
  type Block,
} from '@aws-sdk/client-textract';
import { OcrError, type OcrPort, type OcrSource } from './port';

export interface TextractSettings {
  client: TextractClient;
  /** Between polls; Textract jobs take seconds. */
  pollIntervalMs?: number;
  /** Give up after this long (API functions must answer within API Gateway's 30 s). */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export function createTextractClient(region: string): TextractClient {
  return new TextractClient({ region });
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTextractOcr(settings: TextractSettings): OcrPort {
  const { client, pollIntervalMs = 1000, maxWaitMs = 25_000, sleep = defaultSleep } = settings;
  return {
    provider: 'textract',
    async recognisePages(source: OcrSource, pageNumbers: readonly number[]) {
      const started = await client.send(
        new StartDocumentTextDetectionCommand({
          DocumentLocation: { S3Object: { Bucket: source.location.bucket, Name: source.location.key } },
        }),
      );
      const jobId = started.JobId;
      if (!jobId) throw new OcrError('Textract returned no JobId');

      const blocks: Block[] = [];
      let waited = 0;
      for (;;) {
        const first = await client.send(new GetDocumentTextDetectionCommand({ JobId: jobId, MaxResults: 1000 }));
        if (first.JobStatus === 'IN_PROGRESS') {
          if (waited >= maxWaitMs) throw new OcrError(`Textract job ${jobId} still running after ${maxWaitMs} ms`);
          await sleep(pollIntervalMs);
          waited += pollIntervalMs;
          continue;
        }
        if (first.JobStatus !== 'SUCCEEDED' && first.JobStatus !== 'PARTIAL_SUCCESS') {
          throw new OcrError(`Textract job ${jobId} ended ${first.JobStatus}: ${first.StatusMessage ?? ''}`);
        }
        blocks.push(...(first.Blocks ?? []));
        let next = first.NextToken;
        while (next) {
          const page = await client.send(
            new GetDocumentTextDetectionCommand({ JobId: jobId, MaxResults: 1000, NextToken: next }),
          );
          blocks.push(...(page.Blocks ?? []));
          next = page.NextToken;
        }
        break;
      }
      const wanted = new Set(pageNumbers);
      const texts = textractPages(blocks);
      const out = new Map<number, string>();
      for (const n of pageNumbers) out.set(n, wanted.has(n) ? (texts.get(n) ?? '') : '');
      // Textract reads the whole document in one job: every page is done at once.
      for (const n of pageNumbers) source.onPageDone?.(n);
      return out;
    },
  };
}

/** Pure: Textract blocks to text per page (1-based), from LINE blocks in reading order. */
export function textractPages(blocks: readonly Block[]): Map<number, string> {
  const byPage = new Map<number, { top: number; height: number; text: string }[]>();
  for (const block of blocks) {
    if (block.BlockType !== 'LINE' || !block.Text) continue;
    const page = block.Page ?? 1;
    const box = block.Geometry?.BoundingBox;
    const lines = byPage.get(page) ?? [];
    lines.push({ top: box?.Top ?? 0, height: box?.Height ?? 0, text: block.Text });
    byPage.set(page, lines);
  }
  const out = new Map<number, string>();
  for (const [page, lines] of byPage) {
    let text = '';
    lines.forEach((line, i) => {
      if (i > 0) {
        const prev = lines[i - 1]!;
        const gap = line.top - (prev.top + prev.height);
        text += gap > Math.max(prev.height, line.height) * 0.9 ? '\n\n' : '\n';
      }
      text += line.text;
    });
    out.set(page, text);
  }
  return out;
}
