/**
 * One synthesis with the built-in CloudFormation rules on, as `cdk synth` runs them. cdk.json sets
 * `@aws-cdk/core:validateAgainstDefaultRules`, so a rule violation throws here.
 */
import { describe, expect, it } from 'vitest';

/**
 * The rules engine (WASM) costs ~20 s to start, so this runs in CI (`CI` set) or on request
 * (`INFRA_VALIDATE=1`); `npm run synth` applies the same rules on every synthesis.
 */
const enabled = Boolean(process.env.CI) || process.env.INFRA_VALIDATE === '1';
import { ClausewiseStack } from '../lib/stack';
import { entryOrFixture, testApp } from './helpers';

describe.runIf(enabled)('CloudFormation validation', () => {
  it('the stack passes the default rules', () => {
    const app = testApp({}, { validate: true });
    new ClausewiseStack(app, 'Validated', { resolveEntry: entryOrFixture });
    const assembly = app.synth();
    expect(assembly.getStackByName('Validated').template).toHaveProperty('Resources');
  }, 180_000);
});
