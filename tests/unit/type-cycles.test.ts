// The lint rule for cycles closed by type-only imports (scripts/lint/type-cycles.js), run by ESLint
// on a small tree of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeCycles } from '../../scripts/lint/type-cycles.js';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'type-cycles-'));
  const dir = path.join(root, 'functions');
  mkdirSync(dir);
  // a -> b -> c -> a, each step a type-only import; d only imports a.
  writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
  writeFileSync(path.join(dir, 'b.ts'), "export type { C as B } from './c';\n");
  writeFileSync(path.join(dir, 'c.ts'), "import { type A } from './a';\nexport type C = { a?: A };\n");
  writeFileSync(path.join(dir, 'd.ts'), "import type { A } from './a';\nexport type D = A;\n");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('type-only import cycles', () => {
  it('are refused on each import inside the cycle, and only there', async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { local: { rules: { 'type-cycles': typeCycles } } },
          rules: { 'local/type-cycles': 'error' },
        },
      ],
    });
    const results = await eslint.lintFiles(['functions/*.ts']);
    const flagged = Object.fromEntries(
      results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId === 'local/type-cycles')]),
    );
    expect(flagged).toEqual({ 'a.ts': [true], 'b.ts': [true], 'c.ts': [true], 'd.ts': [] });
    const [a] = results.filter((r) => r.filePath.endsWith('a.ts'));
    expect(a!.messages[0]!.message).toContain(path.join('functions', 'b.ts'));
  });
});
