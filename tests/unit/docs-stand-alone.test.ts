/**
 * The repository explains itself: every decision record says whether it stands and since when, and
 * no comment, test title or document sends a reader somewhere they cannot open. The product
 * specification and the design card live in docs/ (docs/product-spec.md, docs/DESIGN.md), so a
 * citation names them by that path; issue numbers and files outside the repository are not cited.
 * A pure scan of the files in git's working tree (no network, no child process).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DECISIONS = path.join(ROOT, 'docs/decisions');

/** The two documents copied in as they were written; they are what the citations point at. */
const CITED_DOCUMENTS = new Set(['docs/product-spec.md', 'docs/DESIGN.md']);
const SCANNED_ROOTS = ['functions', 'shared', 'frontend', 'scripts', 'infra', 'tests', 'docs', '.ci'];
const SCANNED_FILES = ['README.md', 'eslint.config.js', 'vitest.config.ts', 'package.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'cdk.out', '.local', '.test-data', 'fixtures', '__fixtures__']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|py|sh|css|html)$|^run$/;

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) walk(full, out);
    } else if (TEXT.test(name)) out.push(path.relative(ROOT, full));
  }
}

function repositoryTextFiles(): string[] {
  const out: string[] = [];
  for (const dir of SCANNED_ROOTS) {
    try {
      walk(path.join(ROOT, dir), out);
    } catch {
      // a folder this checkout does not have
    }
  }
  return [...out, ...SCANNED_FILES].filter((file) => !CITED_DOCUMENTS.has(file));
}

/** Each line of each file that matches, as "file:line: text", so a failure says where to look. */
function offendingLines(files: string[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

const files = repositoryTextFiles();
const records = readdirSync(DECISIONS).filter((name) => name.endsWith('.md'));
const recordNumbers = new Set(records.map((name) => name.slice(0, 3)));

describe('decision records', () => {
  it('are found', () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records)('%s has a Status line and a Date line', (name) => {
    const text = readFileSync(path.join(DECISIONS, name), 'utf8');
    expect(text).toMatch(/^Status: (accepted|proposed|superseded|deprecated|rejected)\b.*$/m);
    const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
    expect(date, 'a Date: YYYY-MM-DD line').toBeDefined();
    expect(Number.isNaN(Date.parse(date!))).toBe(false);
  });

  it.each(records)('%s names an existing record when it is superseded or amended', (name) => {
    const status = /^Status: (.*)$/m.exec(readFileSync(path.join(DECISIONS, name), 'utf8'))?.[1] ?? '';
    if (!/supersed|amend/i.test(status) || /^accepted; amended \d{4}/.test(status)) return;
    const named = [...status.matchAll(/\b(\d{3})\b/g)].map((m) => m[1]);
    expect(named.length, `${name}: say which record`).toBeGreaterThan(0);
    for (const number of named) expect(recordNumbers, `${name} names ${number}`).toContain(number);
  });
});

describe('citations a reader can open', () => {
  it('scans the repository', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('no comment, test title or document cites an issue number', () => {
    expect(offendingLines(files, /\b[Ii]ssues? #?\d+/)).toEqual([]);
  });

  it('the product specification is cited by its path in docs/', () => {
    expect(offendingLines(files, /(?<![\w/-])(spec(ification)?|product spec),? sections?\b/i)).toEqual([]);
  });

  it('the design card is cited by its path in docs/', () => {
    expect(offendingLines(files, /(?<![\w/(])DESIGN\.md|(?<![\w/.])DESIGN[ ]sections?\b/)).toEqual([]);
  });

  it('no file cites a document outside the repository', () => {
    const outside = /(\.\.\/)+shared\/(spec|DESIGN)|(^|[\s`'"(])\/work\/|\/home\/\w+\//;
    expect(offendingLines(files, outside)).toEqual([]);
  });
});
