/** The HTTP API and its functions, generated from functions/src/http/routes.ts. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiFunctions, apiRoutes, type FunctionDef, type FunctionNeeds } from '../../functions/src/http/routes';
import { needsSessionKey } from '../lib/api';
import {
  BEDROCK_INVOKE_ACTIONS,
  BUCKET_WRITE_ACTIONS,
  QUEUE_SEND_ACTIONS,
  SES_SEND_ACTIONS,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
  TEXTRACT_ACTIONS,
} from '../lib/permissions';
import { actionsOf, FIXTURE_HANDLER, functionProps, statementsOf, synthStack } from './helpers';

const context = {
  appOrigin: 'https://review.example.com',
  sesFromAddress: 'no-reply@review.example.com',
  operatorsEmail: 'sales@review.example.com',
};
const { stack, template } = synthStack(context);
const fns = stack.api.functions;
const fn = (name: string) => {
  const found = fns[name];
  if (!found) throw new Error(`no function ${name}`);
  return found;
};

describe('HTTP API', () => {
  it('has one route per catalogue route, each a Lambda proxy with payload format 2.0', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    template.resourceCountIs('AWS::ApiGatewayV2::Route', apiRoutes.length);
    for (const route of apiRoutes) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} ${route.path}` });
    }
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', Object.keys(apiFunctions).length);
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  it('routes each path to the function the catalogue names', () => {
    const routes = template.findResources('AWS::ApiGatewayV2::Route');
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    for (const route of apiRoutes) {
      const found = Object.values(routes).find((r) => r.Properties.RouteKey === `${route.method} ${route.path}`);
      const integrationId = String(found?.Properties.Target['Fn::Join'][1][1].Ref);
      const uri = JSON.stringify(integrations[integrationId]?.Properties.IntegrationUri);
      expect(uri).toContain(stack.getLogicalId(fn(route.fn).node.defaultChild as never));
    }
  });
});

describe('API functions', () => {
  it('one Node.js 22 ARM function per catalogue entry, ESM bundle, config env', () => {
    for (const [name, def] of Object.entries(apiFunctions as Record<string, FunctionDef>)) {
      const props = functionProps(template, fn(name));
      expect(props).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
      expect(props.Timeout).toBeLessThan(30);
      expect(props.Environment?.Variables).toMatchObject({
        TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
        APP_ORIGIN: 'https://review.example.com',
        NODE_OPTIONS: '--enable-source-maps',
      });
      expect('UPLOADS_BUCKET' in (props.Environment?.Variables ?? {})).toBe(Boolean(def.needs.bucket));
      expect('ANALYSIS_QUEUE_URL' in (props.Environment?.Variables ?? {})).toBe(Boolean(def.needs.queue));
    }
  });

  it('grants exactly what each catalogue entry needs', () => {
    const has = (actions: string[], wanted: string[]) => wanted.every((a) => actions.includes(a));
    for (const [name, def] of Object.entries(apiFunctions as Record<string, FunctionDef>)) {
      const actions = actionsOf(template, fn(name));
      const needs: FunctionNeeds = def.needs;
      expect(has(actions, TABLE_READ_ACTIONS), `${name} table read`).toBe(Boolean(needs.table));
      expect(has(actions, TABLE_WRITE_ACTIONS), `${name} table write`).toBe(needs.table === 'readwrite');
      expect(actions.includes('s3:GetObject'), `${name} bucket`).toBe(Boolean(needs.bucket));
      expect(has(actions, BUCKET_WRITE_ACTIONS), `${name} bucket write`).toBe(needs.bucket === 'readwrite');
      // Each queue by its own statement: the uploads API sends to the extraction queue, never the analysis one.
      const sids = statementsOf(template, fn(name)).map((st) => st.Sid);
      expect(has(actions, QUEUE_SEND_ACTIONS), `${name} any queue`).toBe(Boolean(needs.queue || needs.extractionQueue));
      expect(sids.includes('QueueSend'), `${name} analysis queue`).toBe(Boolean(needs.queue));
      expect(sids.includes('ExtractionQueueSend'), `${name} extraction queue`).toBe(Boolean(needs.extractionQueue));
      expect(has(actions, SES_SEND_ACTIONS), `${name} ses`).toBe(Boolean(needs.ses));
      expect(has(actions, BEDROCK_INVOKE_ACTIONS), `${name} bedrock`).toBe(Boolean(needs.bedrock));
      expect(has(actions, TEXTRACT_ACTIONS), `${name} textract`).toBe(Boolean(needs.textract));
      expect(actions).not.toContain('dynamodb:Scan');
      const sessionKey = needsSessionKey(name, def);
      expect(actions.includes('secretsmanager:GetSecretValue'), `${name} session key`).toBe(sessionKey);
      const env = functionProps(template, fn(name)).Environment?.Variables ?? {};
      expect('SESSION_KEY_SECRET_ARN' in env, `${name} session key env`).toBe(sessionKey);
    }
  });

  it('notFound has no DynamoDB (or any other) permissions', () => {
    const actions = actionsOf(template, fn('notFound'));
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
    expect(actions).toEqual([]);
    expect(functionProps(template, fn('notFound')).Environment?.Variables).not.toHaveProperty('SESSION_KEY_SECRET_ARN');
  });

  it('session reads and writes the table, sends email, reads the session key, and nothing else', () => {
    const actions = actionsOf(template, fn('session'));
    expect(actions.filter((a) => /^(s3|sqs|bedrock|textract):/.test(a))).toEqual([]);
    expect(actions).toEqual(
      expect.arrayContaining([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS, ...SES_SEND_ACTIONS]),
    );
    expect(actions).toContain('secretsmanager:GetSecretValue');
    expect(functionProps(template, fn('session')).Environment?.Variables).toMatchObject({
      SESSION_KEY_SECRET_ARN: { Ref: expect.stringMatching(/SessionKey/) },
      SES_FROM_ADDRESS: 'no-reply@review.example.com',
      OPERATORS_EMAIL: 'sales@review.example.com',
    });
  });

  it('scopes table access to the table and its indexes', () => {
    const table = statementsOf(template, fn('session')).find((s) => s.Sid === 'Table');
    expect(JSON.stringify(table?.Resource)).toMatch(/DataTable.*\/index\/\*/);
  });

  it('lets SES send only from the configured address', () => {
    const ses = statementsOf(template, fn('session')).find((s) => s.Sid === 'SesSend');
    expect(ses?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@review.example.com' } });
    expect(JSON.stringify(ses?.Resource)).toContain(':identity/*');
  });
});

describe('generated from the catalogue', () => {
  const extra = {
    ...apiFunctions,
    reports: {
      entry: 'infra/test/fixtures/handler.ts',
      description: 'fixture: every need except write access',
      needs: { table: 'read', bucket: 'read', queue: true, bedrock: true, textract: true },
      timeoutSeconds: 25,
      memoryMb: 1024,
    },
  } satisfies Record<string, FunctionDef>;
  const { stack: s2, template: t2 } = synthStack(
    { ...context, modelProvider: 'bedrock', bedrockModelId: 'eu.anthropic.claude-sonnet-4-v1:0' },
    { apiFunctions: extra, resolveEntry: () => FIXTURE_HANDLER },
  );
  const reports = s2.api.functions.reports!;

  it('a new catalogue entry becomes a function with its own settings', () => {
    expect(functionProps(t2, reports)).toMatchObject({ Timeout: 25, MemorySize: 1024 });
    expect(functionProps(t2, reports).Environment?.Variables).toMatchObject({
      MODEL_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: 'eu.anthropic.claude-sonnet-4-v1:0',
      OCR_PROVIDER: 'textract',
      UPLOADS_BUCKET: { Ref: expect.stringMatching(/^Uploads/) },
      ANALYSIS_QUEUE_URL: { Ref: expect.stringMatching(/^QueuesAnalysis/) },
    });
  });

  it('read needs get read actions only', () => {
    const actions = actionsOf(t2, reports);
    expect(actions).toEqual(expect.arrayContaining([...TABLE_READ_ACTIONS, 's3:GetObject', 'sqs:SendMessage']));
    expect(actions.filter((a) => TABLE_WRITE_ACTIONS.includes(a) || BUCKET_WRITE_ACTIONS.includes(a))).toEqual([]);
    expect(actions).not.toContain('secretsmanager:GetSecretValue');
  });

  it('Bedrock is scoped to the configured model (foundation model and its inference profile)', () => {
    const bedrock = statementsOf(t2, reports).find((s) => s.Sid === 'BedrockInvoke');
    const resources = JSON.stringify(bedrock?.Resource);
    expect(resources).toContain(':bedrock:*::foundation-model/anthropic.claude-sonnet-4-v1:0');
    expect(resources).toContain(':inference-profile/eu.anthropic.claude-sonnet-4-v1:0');
    expect(resources).not.toContain('"*"');
    const textract = statementsOf(t2, reports).find((s) => s.Sid === 'Textract');
    expect([textract?.Action].flat().sort()).toEqual([...TEXTRACT_ACTIONS].sort());
  });

  it('without a model id, Bedrock is limited to foundation-model ARNs', () => {
    const { stack: s3, template: t3 } = synthStack(context, {
      apiFunctions: extra,
      resolveEntry: () => FIXTURE_HANDLER,
    });
    const bedrock = statementsOf(t3, s3.api.functions.reports!).find((s) => s.Sid === 'BedrockInvoke');
    expect(JSON.stringify(bedrock?.Resource)).toMatch(
      /^\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":bedrock:\*::foundation-model\/\*"\]\]\}$/,
    );
  });

  it('a route naming an unknown function fails synthesis', () => {
    expect(() =>
      synthStack(context, {
        apiFunctions: { notFound: apiFunctions.notFound },
        resolveEntry: () => FIXTURE_HANDLER,
      }),
    ).toThrow(/unknown function "session"/);
  });
});

describe('catalogue', () => {
  it('every handler file it names exists', async () => {
    const { existsSync } = await import('node:fs');
    const { repoPath } = await import('../lib/paths');
    const missing = Object.values(apiFunctions as Record<string, FunctionDef>)
      .map((d) => d.entry)
      .filter((entry) => !existsSync(repoPath(entry)));
    expect(missing).toEqual([]);
  });

  it('has no Scan permission anywhere', () => {
    template.allResourcesProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.not(Match.arrayWith([Match.objectLike({ Action: 'dynamodb:Scan' })])) },
    });
  });
});
