/**
 * cdk-nag (AwsSolutions) on every synthesis: `cdk synth`/`deploy` and the infra tests fail on any
 * finding that is neither fixed nor acknowledged here or next to the resource with a reason.
 * cdk-nag 3 reports through CDK's policy validation (`Validations.of(...)`), see
 * docs/decisions/120-cdk-nag-and-edge-protection.md.
 */
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';

/** Acknowledges one finding (`AwsSolutions-IAM5[Resource::...]` for one of several) with its reason. */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

export function addNagChecks(scope: IConstruct): void {
  Validations.of(scope).addPlugins(new AwsSolutionsChecks(scope, { verbose: false }));
}
