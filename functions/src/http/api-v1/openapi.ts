/**
 * The OpenAPI 3.1 document of /api/v1, generated from the operation table (shared/schemas/api-v1.ts)
 * and the valibot schemas its handlers parse and answer with, converted to JSON Schema 2020-12 (the
 * dialect of OpenAPI 3.1) by @valibot/to-json-schema: requests as the client sends them (input
 * types), answers as the server writes them (output types). Served at GET /api/v1/openapi.json and
 * rendered by the app's /api-docs page.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { ApiErrorSchema, apiOperations, apiPathParameters, type ApiOperation } from '../../../../shared/schemas/api-v1';

type Json = Record<string, unknown>;

const errorDescriptions: Record<number, string> = {
  400: 'Invalid request: `message` is the first problem, `fields` names each field',
  401: 'Missing, unknown or revoked API key',
  402: 'Not enough credits in the organisation (`needsTopup`)',
  403: 'The key is read-only, or the organisation is not on the Enterprise plan',
  404: 'No such contract, upload or extraction job in this organisation',
  409: 'The analysis is not completed yet (or no redline was generated)',
  413: 'The file is over 25 MB',
  422: 'The Idempotency-Key was used for a different request, or the file cannot be read (the message says why)',
  429: 'Too many requests for this key: wait the seconds in Retry-After',
};

const pathParameterDescriptions: Record<string, string> = {
  id: 'The contract id returned by submitContract',
  jobId: 'The jobId extractUpload answered with',
};

function schemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as Json;
  return rest;
}

/**
 * A request body's schema, with `required` naming every field the handler refuses when absent. The
 * shared form schemas give some fields an empty default (so a missing field gets the spec's message,
 * not valibot's), which JSON Schema would read as optional with a default; parsing each field's
 * schema without a value tells which ones really must be sent.
 */
function requestSchemaOf(schema: v.GenericSchema): Json {
  const json = schemaOf(schema, 'input') as Json & { required?: string[]; properties?: Record<string, Json> };
  const entries = 'entries' in schema ? (schema.entries as Record<string, v.GenericSchema>) : {};
  const mustSend = Object.keys(entries).filter((name) => !v.safeParse(entries[name]!, undefined).success);
  if (mustSend.length === 0) return json;
  const properties = Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, property]) => {
      if (!mustSend.includes(name)) return [name, property];
      const { default: _unused, ...rest } = property;
      return [name, rest];
    }),
  );
  return { ...json, properties, required: [...new Set([...(json.required ?? []), ...mustSend])] };
}

const errorResponse = (status: number) => ({
  description: errorDescriptions[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operationObject(op: ApiOperation): Json {
  const parameters: Json[] = apiPathParameters(op.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    description: pathParameterDescriptions[name] ?? name,
  }));
  if (op.query) {
    const query = schemaOf(op.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const { description, ...rest } = schema as { description?: string };
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  }
  if (op.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,200}$' },
      description:
        'A key of your choice per submission: a retry with the same key gets the same contract and is not charged again.',
    });
  }
  const success =
    'file' in op.response
      ? {
          description: 'The file (Content-Disposition names it)',
          content: { [op.response.file]: { schema: { type: 'string', format: 'binary' } } },
        }
      : { description: 'OK', content: { 'application/json': { schema: schemaOf(op.response.schema, 'output') } } };
  const accepted =
    'accepted' in op.response && op.response.accepted
      ? {
          '202': {
            description: op.response.accepted.description,
            content: { 'application/json': { schema: schemaOf(op.response.accepted.schema, 'output') } },
          },
        }
      : {};
  const statuses =
    op.scope === 'public'
      ? []
      : [
          ...new Set([
            401,
            ...(op.scope === 'write' ? [403] : []),
            ...(apiPathParameters(op.path).length ? [404] : []),
            429,
            ...(op.errors ?? []),
          ]),
        ].sort();
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.scope === 'public' ? { security: [] } : { 'x-scope': op.scope }),
    ...(parameters.length ? { parameters } : {}),
    ...(op.request
      ? { requestBody: { required: true, content: { 'application/json': { schema: requestSchemaOf(op.request) } } } }
      : {}),
    responses: {
      [String(op.response.status)]: success,
      ...accepted,
      ...Object.fromEntries(statuses.map((s) => [String(s), errorResponse(s)])),
    },
  };
}

export function buildOpenApiDocument(serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of apiOperations) {
    paths[op.path] = { ...paths[op.path], [op.method.toLowerCase()]: operationObject(op) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Clausewise API',
      version: '1.0.0',
      description:
        'Contract review for Enterprise organisations: submit a contract (its text, or an uploaded DOCX or PDF), read its analysis, download the reports and the redline. ' +
        'Authenticate with an API key created on the organisation page: `Authorization: Bearer <key>`. Cookies are never read. ' +
        "Webhook events (analysis.completed, analysis.failed) are POSTed to the organisation's URL, signed in the `Clausewise-Signature` header: " +
        '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook secret>`.',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (cwk_...) of the organisation' },
      },
      schemas: { Error: schemaOf(ApiErrorSchema, 'output') },
    },
  };
}
