/** Runs one of the project's TypeScript scripts (a CLI) as a user would, collecting its output. */
import { spawn } from 'node:child_process';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runScript(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    // tsx as a Node loader, as `npm run` scripts use it, without npx resolving it first.
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: process.cwd(), env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
