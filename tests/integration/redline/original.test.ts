/**
 * A contract that came from an uploaded DOCX: its original (kept under originals/ at upload and
 * referenced by the submission) is what the Word engine receives, byte for byte, and the download
 * is named after the uploaded file.
 */
import { inject } from 'vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { textBlobsOver } from '../../../functions/src/adapters/blobs/text-blobs';
import { createS3Client, createS3ObjectStorage } from '../../../functions/src/adapters/storage/s3';
import { createDownloadRedlined } from '../../../functions/src/services/redline';
import type { RedlineMetadata } from '../../../shared/schemas/redline';
import { strFromU8, unzipSync } from 'fflate';
import { buildDocx, documentXml, p, stylesXml } from '../../support/docx-builder';
import { createSignedInUser, type TestUser } from '../../support/users';
import { uploadAndProcess } from '../uploads/helpers';
import { analysedContract, contractsRepo, downloadRedlined, servicesText } from './helpers';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** A style of the user's own, which a file rebuilt from the text would not have. */
const STYLES = stylesXml(
  '<w:style w:type="paragraph" w:styleId="ContractBody"><w:name w:val="Contract Body"/><w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia"/></w:rPr></w:style>',
);
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('redline of an uploaded Word contract', () => {
  let user: TestUser;
  let contractId: string;
  let originalBytes: Uint8Array;
  let extracted: string;
  let redline: RedlineMetadata;

  beforeAll(async () => {
    user = await createSignedInUser({ prefix: 'redline-docx', plan: 'paid', credits: 3 });
    originalBytes = buildDocx({
      document: documentXml(
        servicesText
          .split('\n')
          .map((line) => p(escapeXml(line), undefined, 'ContractBody'))
          .join(''),
      ),
      styles: STYLES,
    });
    const { processed } = await uploadAndProcess(user, 'docx', 'MSA Beta Retail.docx', originalBytes);
    expect(processed.status).toBe(200);
    extracted = processed.body.extractedText;
    expect(processed.body.objectPath).toMatch(/^originals\//);
    contractId = await analysedContract(
      user,
      {
        contractText: extracted,
        originalDocxPath: processed.body.objectPath,
        originalDocxFilename: 'MSA Beta Retail.docx',
        hasOriginalDocx: true,
      },
      extracted,
    );
    const res = await user.client.post<{ redlineMetadata: RedlineMetadata }>(`/api/contract/redline/${contractId}`);
    expect(res.status).toBe(201);
    redline = res.body.redlineMetadata;
  }, 150_000);

  it('hands the stored original to the Word engine with the selected modifications and the author', async () => {
    const env = inject('cloudEnv');
    const client = createS3Client({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.AWS_ENDPOINT_URL_S3 });
    const calls: Parameters<Parameters<typeof createDownloadRedlined>[0]['build']>[0][] = [];
    const download = createDownloadRedlined({
      contracts: contractsRepo(),
      blobs: textBlobsOver(createS3ObjectStorage(client, env.UPLOADS_BUCKET!)),
      originals: createS3ObjectStorage(client, env.UPLOADS_BUCKET!),
      build: (input) => {
        calls.push(input);
        return Promise.resolve(new Uint8Array([80, 75, 3, 4]));
      },
      clock: { now: () => Date.parse('2026-11-23T15:00:00Z') },
      log: quiet,
    });
    const file = await download({ id: user.id, subscriptionType: 'paid' }, contractId, {
      selectedModifications: [2, 0],
      author: 'Jane Roe',
    });
    expect(calls).toHaveLength(1);
    const input = calls[0]!;
    expect(Buffer.from(input.original!).equals(Buffer.from(originalBytes))).toBe(true);
    expect(input.contractText).toBe(extracted);
    expect(input.modifications).toEqual([redline.modifications[0], redline.modifications[2]]);
    expect(input.author).toBe('Jane Roe');
    expect(input.date.toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(file).toMatchObject({ filename: 'MSA_Beta_Retail_redlined.docx', applied: [0, 2] });
  });

  it("writes the changes into the user's own file, named after it", async () => {
    const res = await downloadRedlined(user, contractId, { selectedModifications: [0] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="MSA_Beta_Retail_redlined.docx"');
    const files = unzipSync(res.bytes);
    expect(strFromU8(files['word/styles.xml']!)).toBe(STYLES);
    const body = strFromU8(files['word/document.xml']!);
    expect(body).toContain('<w:pStyle w:val="ContractBody"/>');
    expect(body).toMatch(/<w:(?:ins|del)\b/);
  });
});
