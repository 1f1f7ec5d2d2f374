/**
 * The local cloud against its real emulators, through the real AWS SDK v3 clients: resources exist,
 * uploads work from a browser origin, the API adapter is faithful, mail lands in the mailbox, the
 * SQS bridge honours partial batch failures and dead-letters (a restart keeps the data:
 * local-cloud-persistence.test.ts).
 */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, HeadBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import {
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
} from '@aws-sdk/client-sqs';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { analysisQueueSettings } from '../../functions/src/adapters/resources';
import { createApiAdapter, MAX_BODY_BYTES } from '../../scripts/local-cloud/api-adapter';
import { chooseEncoding } from '../../scripts/local-cloud/compress';
import {
  ensureQueueWithDlq,
  localDynamoClient,
  localResourceNames,
  localS3Client,
  localSqsClient,
  queueArn,
} from '../../scripts/local-cloud/provision';
import { startSqsBridge, type SqsConsumer } from '../../scripts/local-cloud/sqs-bridge';
import { REPO_ROOT } from '../../scripts/local-cloud/start';
import { failingConsumer, received, recordingConsumer } from '../support/fixtures/sqs-consumers';
import { waitForMail } from '../support/mailbox';

const baseUrl = inject('baseUrl');
const env = inject('cloudEnv');
const db = localDynamoClient(env.AWS_ENDPOINT_URL_DYNAMODB!);
const s3 = localS3Client(env.AWS_ENDPOINT_URL_S3!);
const sqs = localSqsClient(env.AWS_ENDPOINT_URL_SQS!);

afterAll(() => {
  db.destroy();
  s3.destroy();
  sqs.destroy();
});

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('provisioned resources', () => {
  it('has the table with its GSI', async () => {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: env.TABLE_NAME }));
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.KeySchema?.map((k) => k.AttributeName)).toEqual(['PK', 'SK']);
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(['GSI1']);
  });

  it('has the uploads bucket', async () => {
    await expect(s3.send(new HeadBucketCommand({ Bucket: env.UPLOADS_BUCKET }))).resolves.toBeDefined();
  });

  it('has the analysis queue with a redrive policy to its dead-letter queue', async () => {
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: localResourceNames.queues.analysis }));
    expect(QueueUrl).toBe(env.ANALYSIS_QUEUE_URL);
    const dlq = await sqs.send(new GetQueueUrlCommand({ QueueName: localResourceNames.analysisDeadLetterQueue }));
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['All'] }));
    const redrive = JSON.parse(Attributes?.RedrivePolicy ?? '{}') as Record<string, unknown>;
    expect(Number(redrive.maxReceiveCount)).toBe(analysisQueueSettings.maxReceiveCount);
    expect(redrive.deadLetterTargetArn).toBe(await queueArn(sqs, dlq.QueueUrl!));
    expect(Attributes?.VisibilityTimeout).toBe(String(analysisQueueSettings.visibilityTimeoutSeconds));
  });
});

describe('uploads from the browser', () => {
  it('answers the CORS preflight for the app origin and accepts a presigned PUT', async () => {
    const key = `uploads/test-${Date.now()}.txt`;
    const url = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key, ContentType: 'text/plain' }),
      { expiresIn: 300 },
    );
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: baseUrl,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');

    const put = await fetch(url, {
      method: 'PUT',
      headers: { Origin: baseUrl, 'Content-Type': 'text/plain' },
      body: 'hello contract',
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBeTruthy();
    const got = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
    expect(await got.Body?.transformToString()).toBe('hello contract');
  });
});

describe('API Gateway adapter', () => {
  it('routes an undeclared /api path to the not-found function (404 JSON)', async () => {
    const res = await fetch(`${baseUrl}/api/whatever?x=1`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { message: string; code: string };
    expect(body.code).toEqual(expect.any(String));
    expect(body.message).toEqual(expect.any(String));
  });

  it('answers 413 JSON beyond the 10 MB payload limit', async () => {
    const res = await fetch(`${baseUrl}/api/whatever`, { method: 'POST', body: Buffer.alloc(MAX_BODY_BYTES + 1, 'a') });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  describe('with a fixture handler', () => {
    let server: Server;
    let url: string;
    const logs: Record<string, unknown>[] = [];
    beforeAll(async () => {
      const handleApi = createApiAdapter({
        repoRoot: REPO_ROOT,
        routes: [{ method: 'ANY', path: '/api/fixture/{id}/{proxy+}', fn: 'fixture' }],
        entries: { fixture: 'tests/support/fixtures/cookie-handler.ts' },
        log: (line) => logs.push(line),
      });
      server = createServer((req, res) => void handleApi(req, res));
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });

    it('builds a payload 2.0 event and writes each cookie as its own Set-Cookie header', async () => {
      const res = await fetch(`${url}/api/fixture/42/a/b?q=1&q=2&z=%20`, {
        method: 'POST',
        headers: { Cookie: 'session=abc; theme=dark', 'Content-Type': 'application/json', 'X-Custom': 'Yes' },
        body: JSON.stringify({ hello: 'world' }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; SameSite=Lax']);
      const { event } = (await res.json()) as { event: APIGatewayProxyEventV2 };
      expect(event).toMatchObject({
        version: '2.0',
        routeKey: 'ANY /api/fixture/{id}/{proxy+}',
        rawPath: '/api/fixture/42/a/b',
        rawQueryString: 'q=1&q=2&z=%20',
        cookies: ['session=abc', 'theme=dark'],
        queryStringParameters: { q: '1,2', z: ' ' },
        pathParameters: { id: '42', proxy: 'a/b' },
        body: '{"hello":"world"}',
        isBase64Encoded: false,
        requestContext: {
          http: { method: 'POST', path: '/api/fixture/42/a/b', sourceIp: '127.0.0.1' },
          stage: '$default',
        },
      });
      expect(event.headers['x-custom']).toBe('Yes');
      expect(event.requestContext.requestId).toEqual(expect.any(String));
      expect(event.requestContext.timeEpoch).toEqual(expect.any(Number));
    });

    it('base64-encodes binary bodies', async () => {
      const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
      const res = await fetch(`${url}/api/fixture/1/x`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf' },
        body: bytes,
      });
      const { event } = (await res.json()) as { event: APIGatewayProxyEventV2 };
      expect(event.isBase64Encoded).toBe(true);
      expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
    });

    it('compresses JSON as CloudFront does: Brotli when accepted, else gzip, never below 1,000 bytes or for binaries', async () => {
      const raw = (p: string, acceptEncoding: string, init: { method?: string; body?: Buffer; type?: string } = {}) =>
        new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          const req = httpRequest(
            `${url}${p}`,
            {
              method: init.method ?? 'GET',
              headers: { 'accept-encoding': acceptEncoding, ...(init.type ? { 'content-type': init.type } : {}) },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res
                .on('data', (c: Buffer) => chunks.push(c))
                .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          );
          req.on('error', reject);
          req.end(init.body);
        });
      const long = `/api/fixture/1/${'x'.repeat(1200)}`;
      const br = await raw(long, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      const viaBr = JSON.parse(brotliDecompressSync(br.body).toString('utf8')) as { event: APIGatewayProxyEventV2 };
      expect(viaBr.event.rawPath).toBe(long);
      const gz = await raw(long, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      const rawPath = (body: Buffer) =>
        (JSON.parse(body.toString('utf8')) as { event: APIGatewayProxyEventV2 }).event.rawPath;
      expect(rawPath(gunzipSync(gz.body))).toBe(long);
      expect(gz.body.length).toBeLessThan(gunzipSync(gz.body).length / 3);
      // Nothing accepted, or a response under 1,000 bytes: sent as it is.
      const plain = await raw(long, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(rawPath(plain.body)).toBe(long);
      const short = await raw('/api/fixture/1/boom', 'gzip, br');
      expect(short.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(short.body.toString('utf8'))).toMatchObject({ code: 'INTERNAL_ERROR' });
    });

    it('does not compress types CloudFront leaves alone, and honours q=0', () => {
      expect(chooseEncoding('gzip, br', 'application/pdf', false, 50_000)).toBeNull();
      expect(
        chooseEncoding(
          'gzip, br',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          false,
          50_000,
        ),
      ).toBeNull();
      expect(chooseEncoding('gzip, br', 'application/json; charset=utf-8', true, 50_000)).toBeNull();
      expect(chooseEncoding('br;q=0, gzip', 'application/json', false, 50_000)).toBe('gzip');
      expect(chooseEncoding('deflate', 'text/plain', false, 50_000)).toBeNull();
      expect(chooseEncoding(undefined, 'application/json', false, 50_000)).toBeNull();
    });

    it('turns a thrown error into a generic 500 with a correlation id, never a stack', async () => {
      const res = await fetch(`${url}/api/fixture/1/boom`);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain('secret stack');
      const body = JSON.parse(text) as { message: string; code: string; correlationId: string };
      expect(body).toEqual({ message: 'An error occurred', code: 'INTERNAL_ERROR', correlationId: expect.any(String) });
      expect(logs.some((l) => l.level === 'error' && l.correlationId === body.correlationId)).toBe(true);
    });
  });
});

describe('SES mailbox', () => {
  it('lists an email sent through the SES API', async () => {
    const ses = new SESClient({
      endpoint: env.AWS_ENDPOINT_URL_SES,
      region: env.AWS_REGION,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const to = `reader-${Date.now()}@example.com`;
    await ses.send(
      new SendEmailCommand({
        Source: 'no-reply@clausewise.local',
        Destination: { ToAddresses: [to] },
        Message: {
          Subject: { Data: 'Verify your email' },
          Body: { Text: { Data: `Open ${baseUrl}/verify?token=abc` } },
        },
      }),
    );
    ses.destroy();
    const mail = await waitForMail(inject('mailboxUrl'), to, (m) => m.subject === 'Verify your email');
    expect(mail.body.text).toContain('/verify?token=abc');
  });
});

describe('SQS bridge', () => {
  const consumer = (fn: SqsConsumer) => ({ load: async () => fn, waitTimeSeconds: 1 });
  const settings = {
    visibilityTimeoutSeconds: 1,
    maxReceiveCount: 2,
    retentionSeconds: 600,
    deadLetterRetentionSeconds: 600,
  };
  const errors: string[] = [];
  const log = { error: (msg: string) => void errors.push(msg) };

  it('delivers a message as an SQSEvent and deletes it on success', async () => {
    const name = `bridge-ok-${Date.now()}`;
    const { queueUrl } = await ensureQueueWithDlq(sqs, name, `${name}-dlq`, settings);
    const bridge = startSqsBridge(sqs, [{ queueUrl, ...consumer(recordingConsumer) }], log);
    try {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ hello: 1 }) }));
      const record = await until(() => received.find((r) => r.body === '{"hello":1}'));
      expect(record).toMatchObject({
        eventSource: 'aws:sqs',
        eventSourceARN: await queueArn(sqs, queueUrl),
        attributes: { ApproximateReceiveCount: '1' },
      });
      expect(record.receiptHandle).toEqual(expect.any(String));
    } finally {
      await bridge.stop();
    }
    // Deleted: nothing comes back after the 1 s visibility timeout.
    await new Promise((r) => setTimeout(r, 1200));
    const again = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 0 }));
    expect(again.Messages ?? []).toHaveLength(0);
  });

  it('redelivers reported failures and dead-letters them after maxReceiveCount', async () => {
    const name = `bridge-fail-${Date.now()}`;
    const { queueUrl, dlqUrl } = await ensureQueueWithDlq(sqs, name, `${name}-dlq`, settings);
    const bridge = startSqsBridge(sqs, [{ queueUrl, ...consumer(failingConsumer) }], log);
    try {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'poison' }));
      const dead = await until(async () => {
        const res = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, WaitTimeSeconds: 0 }));
        return res.Messages?.[0];
      }, 20_000);
      expect(dead.Body).toBe('poison');
      const attempts = received.filter((r) => r.body === 'poison').map((r) => r.attributes.ApproximateReceiveCount);
      expect(attempts).toEqual(['1', '2']);
    } finally {
      await bridge.stop();
    }
  });

  it('treats a thrown consumer error as a failure of the whole batch', async () => {
    const name = `bridge-throw-${Date.now()}`;
    const { queueUrl } = await ensureQueueWithDlq(sqs, name, `${name}-dlq`, settings);
    let calls = 0;
    const bridge = startSqsBridge(
      sqs,
      [
        {
          queueUrl,
          ...consumer(() => {
            calls += 1;
            throw new Error('down');
          }),
        },
      ],
      log,
    );
    try {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'retry me' }));
      await until(() => (calls >= 2 ? true : undefined));
      expect(errors.some((e) => e.includes('threw'))).toBe(true);
    } finally {
      await bridge.stop();
    }
  });
});
