/**
 * LibreOffice (headless) as a test oracle: converts a batch of documents in ONE soffice start with a
 * private profile (LibreOffice refuses to start twice on one profile), and caches each result by
 * content for the rest of the run, so a suite converts each file once.
 * Skipped where LibreOffice is missing, except in CI (tests/support/ci.ts), where a skip would hide it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { requiredInCi } from './ci';

export const soffice = ['soffice', 'libreoffice'].find(
  (bin) => spawnSync(bin, ['--version'], { stdio: 'ignore' }).status === 0,
);
export const requireLibreOffice = requiredInCi;
export const skipLibreOffice = !soffice && !requireLibreOffice;

const cache = new Map<string, Uint8Array>();
const keyOf = (bytes: Uint8Array, filter: string) => `${filter}:${createHash('sha256').update(bytes).digest('hex')}`;

/**
 * Converts every input with `--convert-to <filter>` (e.g. `txt:Text`, `pdf`) and returns the
 * outputs in input order. `extension` is the output file's extension.
 */
export function convertAll(
  inputs: Uint8Array[],
  filter: string,
  extension: string,
  inputExtension = 'docx',
): Uint8Array[] {
  if (!soffice) throw new Error('soffice not found: install libreoffice-writer-nogui');
  const missing = inputs.map((b, i) => ({ b, i })).filter(({ b }) => !cache.has(keyOf(b, filter)));
  if (missing.length > 0) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clausewise-lo-'));
    try {
      const inDir = path.join(dir, 'in');
      const outDir = path.join(dir, 'out');
      mkdirSync(inDir);
      mkdirSync(outDir);
      const files = missing.map(({ b, i }) => {
        const file = path.join(inDir, `doc${i}.${inputExtension}`);
        writeFileSync(file, b);
        return file;
      });
      const run = spawnSync(
        soffice,
        [
          `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
          '--headless',
          '--convert-to',
          filter,
          '--outdir',
          outDir,
          ...files,
        ],
        { encoding: 'utf8', timeout: 240_000 },
      );
      if (run.status !== 0) throw new Error(`soffice failed (${run.status}): ${run.stderr}`);
      missing.forEach(({ b, i }) => {
        const out = path.join(outDir, `doc${i}.${extension}`);
        if (!existsSync(out)) throw new Error(`soffice produced no ${extension} for input ${i}: ${run.stderr}`);
        cache.set(keyOf(b, filter), new Uint8Array(readFileSync(out)));
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return inputs.map((b) => cache.get(keyOf(b, filter))!);
}

/** LibreOffice's own plain-text rendering of each document (paragraphs one per line, list labels included). */
export function libreOfficeTexts(inputs: Uint8Array[]): string[] {
  return convertAll(inputs, 'txt:Text', 'txt').map((b) => new TextDecoder().decode(b).replace(/^\ufeff/, ''));
}

/**
 * LibreOffice's own Accept All (Review > Accept All, through python3-uno: lo-accept-all.py) on each
 * document, read back as plain text. One soffice start for the batch, with a private profile.
 */
export function libreOfficeAcceptAll(inputs: Uint8Array[]): string[] {
  if (!soffice) throw new Error('soffice not found: install libreoffice-writer-nogui');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clausewise-lo-accept-'));
  try {
    const args: string[] = [];
    inputs.forEach((bytes, i) => {
      const input = path.join(dir, `${i}.docx`);
      writeFileSync(input, bytes);
      args.push(input, path.join(dir, `${i}.txt`));
    });
    const run = spawnSync(
      '/usr/bin/python3',
      [path.join(import.meta.dirname, 'lo-accept-all.py'), soffice, path.join(dir, 'profile'), ...args],
      { encoding: 'utf8', timeout: 300_000 },
    );
    if (run.status !== 0) throw new Error(`lo-accept-all failed (${run.status}): ${run.stderr}`);
    return inputs.map((_, i) => readFileSync(path.join(dir, `${i}.txt`), 'utf8').replace(/^\ufeff/, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
