/** Shared setup for the infra tests: the real cdk.json flags, bundling skipped, a fixture site. */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { repoPath } from '../lib/paths';
import { roleLogicalId } from '../lib/permissions';
import { ClausewiseStack, type ClausewiseStackProps } from '../lib/stack';

export const fixturePath = (...segments: string[]): string =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', ...segments);
export const FIXTURE_HANDLER = fixturePath('handler.ts');

const cdkJson = JSON.parse(fs.readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };

/**
 * Where an App synthesises when its test gives no directory: its own directory under the run's
 * (tests/support/synth-dir.ts removes it when the run ends). CDK's default, a fresh `cdk.out*`
 * directory in the system temp that nothing removes, left thousands of 23 MB directories per run.
 */
function freshOutdir(): string {
  const root = process.env.CLAUSEWISE_SYNTH_DIR ?? os.tmpdir();
  return fs.mkdtempSync(path.join(root, 'app-'));
}

/**
 * An App with the project's feature flags; `aws:cdk:bundling-stacks: []` skips esbuild, and assets
 * stay where they are (not copied into the output) unless the test bundles or asks to `stage` them.
 */
export function testApp(
  context: Record<string, unknown> = {},
  options: { bundle?: boolean; stage?: boolean; outdir?: string; validate?: boolean } = {},
): App {
  return new App({
    outdir: options.outdir ?? freshOutdir(),
    // The built-in CloudFormation rules (WASM) cost ~15 s per synth; validation.test.ts runs them once.
    builtinCloudFormationValidation: options.validate ?? false,
    // No test reads tree.json (the construct tree the console draws); writing it was ~12% of a synth.
    treeMetadata: false,
    context: {
      ...cdkJson.context,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      // Assets are copied into the output only for a test that reads them there (`stage`).
      ...(options.bundle || options.stage ? {} : { 'aws:cdk:disable-asset-staging': true }),
      // No test reads where a construct or a metadata entry was created; capturing a stack trace for
      // each (source-mapped under tsx) was about a third of a synth's time.
      'aws:cdk:disable-stack-trace': true,
      'aws:cdk:disable-creation-stack-traces': true,
      siteDir: path.relative(repoPath(), fixturePath('site')),
      // Set, so the "not configured" warnings only appear in the tests about them.
      appOrigin: 'https://review.example.com',
      sesFromAddress: 'no-reply@review.example.com',
      ...context,
    },
  });
}

/** Catalogue entries whose handler is not written yet are bundled from the fixture (never in real synth). */
export const entryOrFixture = (entry: string): string => {
  const real = repoPath(entry);
  return fs.existsSync(real) ? real : FIXTURE_HANDLER;
};

export function synthStack(
  context: Record<string, unknown> = {},
  props: ClausewiseStackProps = {},
): { stack: ClausewiseStack; template: Template } {
  const app = testApp(context);
  const stack = new ClausewiseStack(app, 'Test', {
    env: { account: '123456789012', region: 'eu-west-1' },
    resolveEntry: entryOrFixture,
    ...props,
  });
  return { stack, template: Template.fromStack(stack) };
}

interface PolicyStatementJson {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
  Sid?: string;
}

/** Every statement of every inline policy attached to the function's role. */
export function statementsOf(template: Template, fn: lambda.Function): PolicyStatementJson[] {
  const role = roleLogicalId(fn);
  const policies = template.findResources('AWS::IAM::Policy') as Record<
    string,
    { Properties: { Roles: unknown[]; PolicyDocument: { Statement: PolicyStatementJson[] } } }
  >;
  return Object.values(policies)
    .filter((p) => p.Properties.Roles.some((r) => JSON.stringify(r) === JSON.stringify({ Ref: role })))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

export function actionsOf(template: Template, fn: lambda.Function): string[] {
  return statementsOf(template, fn).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

export interface FunctionProperties {
  Runtime: string;
  Architectures: string[];
  Handler: string;
  Timeout: number;
  MemorySize: number;
  Environment?: { Variables: Record<string, unknown> };
}

/** The synthesized properties of a function. */
export function functionProps(template: Template, fn: lambda.Function): FunctionProperties {
  const id = Stack.of(fn).getLogicalId(fn.node.defaultChild as lambda.CfnFunction);
  const resources = template.findResources('AWS::Lambda::Function');
  const resource = resources[id] as { Properties: FunctionProperties } | undefined;
  if (!resource) throw new Error(`No function ${id} in template`);
  return resource.Properties;
}
