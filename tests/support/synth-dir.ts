/**
 * Global setup of the unit tier: one directory for the run's CDK synth output (infra/test/helpers.ts
 * puts each App's under it), removed when the run ends. Without it every synth left a `cdk.out*`
 * directory of about 23 MB in the system temp, thousands per run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(path.join(os.tmpdir(), 'clausewise-cdk-'));
  process.env.CLAUSEWISE_SYNTH_DIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
