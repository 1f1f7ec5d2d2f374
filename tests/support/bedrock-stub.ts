/**
 * A local stand-in for Bedrock runtime: a plain-text HTTP/2 (h2c) server on 127.0.0.1 answering
 * `POST /model/{modelId}/converse`. The real client (its default NodeHttp2Handler) connects to an
 * http:// endpoint with HTTP/2 prior knowledge, so no TLS certificate is needed. Each request
 * takes the next queued answer: a Converse response body, or an error the way the service sends
 * it (status plus `x-amzn-errortype`).
 */
import http2 from 'node:http2';

export type StubAnswer = { body: unknown } | { status: number; errorType: string; message: string };

export interface StubRequest {
  path: string;
  modelId: string;
  headers: http2.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface BedrockStub {
  url: string;
  requests: StubRequest[];
  answer(...answers: StubAnswer[]): void;
  close(): Promise<void>;
}

export async function startBedrockStub(): Promise<BedrockStub> {
  const queue: StubAnswer[] = [];
  const requests: StubRequest[] = [];
  const server = http2.createServer();
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const path = String(headers[':path'] ?? '');
      const match = /^\/model\/([^/]+)\/converse$/.exec(path);
      if (headers[':method'] !== 'POST' || !match) {
        stream.respond({
          ':status': 404,
          'content-type': 'application/json',
          'x-amzn-errortype': 'UnknownOperationException',
        });
        stream.end(JSON.stringify({ message: `no route ${String(headers[':method'])} ${path}` }));
        return;
      }
      requests.push({
        path,
        modelId: decodeURIComponent(match[1]!),
        headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      });
      const next = queue.shift() ?? {
        status: 500,
        errorType: 'InternalServerException',
        message: 'stub: no answer queued',
      };
      if ('body' in next) {
        const { $metadata: _m, ...body } = next.body as Record<string, unknown>;
        stream.respond({ ':status': 200, 'content-type': 'application/json', 'x-amzn-requestid': 'stub-request' });
        stream.end(JSON.stringify(body));
      } else {
        stream.respond({
          ':status': next.status,
          'content-type': 'application/json',
          'x-amzn-errortype': next.errorType,
        });
        stream.end(JSON.stringify({ message: next.message }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (s) => {
    sessions.add(s);
    s.on('close', () => sessions.delete(s));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (...answers) => void queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sessions) s.destroy();
        server.close(() => resolve());
      }),
  };
}
