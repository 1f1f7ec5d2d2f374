/**
 * The OpenAPI document: served without a key at /api/v1/openapi.json, a valid OpenAPI 3.1 document
 * (checked against the specification's own schema), with every /api/v1 route of the catalogue, the
 * names integrations rely on, and the submission body generated from the handler's schema.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../functions/src/http/routes';
import { apiCall } from './helpers';

describe('OpenAPI document', () => {
  it('validates as OpenAPI 3.1 and lists every /api/v1 route', async () => {
    const res = await apiCall<Record<string, unknown>>(undefined, 'GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
    };
    expect(doc.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const v1 = apiRoutes.filter((r) => r.path.startsWith('/api/v1/'));
    expect(v1.length).toBeGreaterThanOrEqual(8);
    for (const route of v1)
      expect([route.method, route.path, doc.paths[route.path]?.[route.method.toLowerCase()] !== undefined]).toEqual([
        route.method,
        route.path,
        true,
      ]);

    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids).toEqual(
      expect.arrayContaining([
        'submitContract',
        'getContract',
        'getReportPdf',
        'getReportDocx',
        'generateRedline',
        'getRedlineDocx',
      ]),
    );
    const body = doc.paths['/api/v1/contracts']!.post!.requestBody as {
      content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } };
    };
    const schema = body.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['contractText', 'behalfOf', 'playbookId', 'additionalInstructions']),
    );
    // The fields the handler refuses when absent are required (the form schema's empty defaults aside).
    expect([...(schema.required ?? [])].sort()).toEqual(['behalfOf', 'contractText']);
    expect(schema.properties.contractText).not.toHaveProperty('default');
    const upload = doc.paths['/api/v1/uploads']!.post!.requestBody as typeof body;
    expect([...(upload.content['application/json'].schema.required ?? [])].sort()).toEqual([
      'filename',
      'kind',
      'size',
    ]);
  });
});
