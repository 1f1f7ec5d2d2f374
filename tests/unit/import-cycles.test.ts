// The lint rule for import cycles (scripts/lint/import-cycles.js), run by ESLint on a small tree of
// its own: value, type-only, re-export and dynamic imports all close a loop.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCycles } from '../../scripts/lint/import-cycles.js';

let root: string;

function linter() {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'import-cycles': importCycles } } },
        rules: { 'local/import-cycles': 'error' },
      },
    ],
  });
}

const write = (file: string, text: string) => writeFileSync(path.join(root, 'functions', file), text);

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  mkdirSync(path.join(root, 'functions'));
  // a -> b -> c -> a, type-only and re-export steps; d only imports a.
  write('a.ts', "import type { B } from './b';\nexport type A = { b?: B };\n");
  write('b.ts', "export type { C as B } from './c';\n");
  write('c.ts', "import { type A } from './a';\nexport type C = { a?: A };\n");
  write('d.ts', "import type { A } from './a';\nexport type D = A;\n");
  // e <-> f at run time, one side through a dynamic import named as `./f.js`.
  write('e.ts', "import { f } from './f';\nexport const e = () => f;\n");
  write('f.ts', "export const f = () => import('./e.js');\n");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('import cycles', () => {
  it('are refused on each import inside the loop, and only there', async () => {
    const results = await linter().lintFiles(['functions/*.ts']);
    const flagged = Object.fromEntries(
      results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId === 'local/import-cycles')]),
    );
    expect(flagged).toEqual({
      'a.ts': [true],
      'b.ts': [true],
      'c.ts': [true],
      'd.ts': [],
      'e.ts': [true],
      'f.ts': [true],
    });
    const a = results.find((r) => r.filePath.endsWith('a.ts'));
    const loop = ['a.ts', 'b.ts', 'c.ts', 'a.ts'].map((f) => path.join('functions', f)).join(' -> ');
    expect(a!.messages[0]!.message).toBe(`Import cycle: ${loop}.`);
  });

  it('judges unsaved text on its own imports: a new import that closes a loop, or one that opens it', async () => {
    const lint = async (text: string, file: string) =>
      ((await linter().lintText(text, { filePath: path.join(root, 'functions', file) }))[0]?.messages ?? []).length;
    // d is imported by nothing, so d importing c makes no loop; c importing d makes one (d -> a -> b -> c).
    expect(await lint("import type { C } from './c';\nexport type D = C;\n", 'd.ts')).toBe(0);
    expect(await lint("import type { D } from './d';\nexport type C = D;\n", 'c.ts')).toBe(1);
    // a without its import of b is no longer in a loop.
    expect(await lint('export type A = { b?: string };\n', 'a.ts')).toBe(0);
  });
});
