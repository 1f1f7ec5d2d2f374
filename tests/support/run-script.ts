/**
 * Runs one of the project's TypeScript scripts (a CLI) as a user would, collecting its output.
 *
 * Through tsx, each run resolves and loads the script's whole module graph through the TypeScript
 * loader again: about 1.5 s of CPU before the command starts, and the CLI tests run dozens of
 * commands. So a script is bundled once per worker process with esbuild (the compiler tsx itself
 * uses), its packages left as imports, and each run starts plain Node on the bundle: the same
 * code, arguments, environment and exit code, in about half a second of CPU. A script whose graph
 * reads import.meta or __dirname (paths relative to a source file) would see the bundle's place
 * instead, so it keeps running through tsx.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { repoScratchDir, RUN_CACHE_ENV } from './run-cache';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
// Inside the repository, so the bundle's package imports resolve from its node_modules: the run's
// scratch directory, removed when the run ends, else this process's own.
const runCache = process.env[RUN_CACHE_ENV];
const BUNDLE_DIR = runCache
  ? path.join(repoScratchDir(runCache, ROOT), `cli-${process.pid}`)
  : path.join(ROOT, '.test-data', `cli-${process.pid}`);
const bundles = new Map<string, string | undefined>();
let cleanupRegistered = false;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Removes this process's bundles at exit, and those of earlier workers that ended without doing so. */
function manageBundleDir(): void {
  if (cleanupRegistered) return;
  cleanupRegistered = true;
  process.once('exit', () => rmSync(BUNDLE_DIR, { recursive: true, force: true }));
  const parent = path.dirname(BUNDLE_DIR);
  for (const name of readdirSync(parent)) {
    const pid = Number(/^cli-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

/** The script's bundle, or undefined when it must run through tsx (see above). */
function bundleOf(script: string): string | undefined {
  if (bundles.has(script)) return bundles.get(script);
  const outfile = path.join(BUNDLE_DIR, `${script.replace(/[^\w.-]+/g, '_')}.mjs`);
  let result;
  try {
    result = buildSync({
      absWorkingDir: ROOT,
      entryPoints: [path.resolve(ROOT, script)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
  } catch {
    // tsx then runs the script and reports what esbuild could not read, as `npm run` would.
    bundles.set(script, undefined);
    return undefined;
  }
  const sourceRelative = Object.keys(result.metafile.inputs).some((input) =>
    /\bimport\.meta\b|\b__dirname\b|\b__filename\b/.test(readFileSync(path.resolve(ROOT, input), 'utf8')),
  );
  let bundle: string | undefined;
  if (!sourceRelative) {
    mkdirSync(BUNDLE_DIR, { recursive: true });
    manageBundleDir();
    const [output] = result.outputFiles;
    if (!output) throw new Error(`esbuild wrote nothing for ${script}`);
    writeFileSync(outfile, output.contents);
    bundle = outfile;
  }
  bundles.set(script, bundle);
  return bundle;
}

/** The Node arguments that run `script` (relative to the repository root) with `args`. */
export function scriptCommand(script: string, args: readonly string[]): string[] {
  const bundle = bundleOf(script);
  // tsx as a Node loader, as `npm run` scripts use it, without npx resolving it first.
  return bundle ? [bundle, ...args] : ['--import', 'tsx', script, ...args];
}

export function runScript(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, scriptCommand(script, args), { cwd: process.cwd(), env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
