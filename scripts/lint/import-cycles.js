// The one lint rule for import cycles, type-only imports included. It reads the repository's
// relative imports once per lint run with TypeScript's import scanner (no parse of each file by
// another resolver, which is what made import/no-cycle 85% of lint time), and refuses an import
// whose target leads back to the importing file. The linted file's own imports come from the text
// being linted, so a file that is not saved yet (ESLint's lintText, an editor buffer) is judged on
// what it says, and the graph gives every other file's imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['functions', 'shared', 'frontend', 'scripts', 'infra', 'tests'];
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.local', 'coverage']);
const SOURCE = /\.(ts|tsx|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const isFile = (candidate) => existsSync(candidate) && statSync(candidate).isFile();

/** The file a relative specifier names: as written, with a TypeScript extension, or `x.js` for `x.ts`. */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) if (isFile(base + extension)) return base + extension;
  if (!base.endsWith('.js')) return undefined;
  return ['.ts', '.tsx'].map((extension) => base.slice(0, -3) + extension).find(isFile);
}

/** Every source file under the repository's roots -> the files it imports (type-only included). */
export function importGraph(root) {
  const files = ROOTS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) =>
    sourceFiles(path.join(root, dir), []),
  );
  return new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.flatMap((ref) => resolveImport(file, ref.fileName) ?? []),
    ]),
  );
}

/**
 * The files from which `target` can be reached, each mapped to its next step on a shortest way
 * there (a breadth-first walk of the reversed graph), so a report can show the whole loop.
 */
function stepsToward(importersOf, target) {
  const next = new Map();
  const queue = [target];
  for (let i = 0; i < queue.length; i++) {
    for (const importer of importersOf.get(queue[i]) ?? []) {
      if (importer === target || next.has(importer)) continue;
      next.set(importer, queue[i]);
      queue.push(importer);
    }
  }
  return next;
}

const graphs = new Map();

function importersIn(root) {
  if (!graphs.has(root)) {
    const importersOf = new Map();
    for (const [file, targets] of importGraph(root)) {
      for (const target of targets) {
        if (!importersOf.has(target)) importersOf.set(target, []);
        importersOf.get(target).push(file);
      }
    }
    graphs.set(root, importersOf);
  }
  return graphs.get(root);
}

export const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, type-only and dynamic imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{loop}}.' },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    let next;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value);
      if (!target) return;
      next ??= stepsToward(importersIn(root), file);
      if (target !== file && !next.has(target)) return;
      const loop = [file];
      for (let at = target; at !== file; at = next.get(at)) loop.push(at);
      loop.push(file);
      context.report({
        node,
        messageId: 'cycle',
        data: { loop: loop.map((f) => path.relative(root, f)).join(' -> ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
