// An ESLint rule for the import cycles import/no-cycle does not see: those closed by type-only
// imports (`import type`, `export type ... from`), which it skips by design. One graph of the
// repository's relative imports, read once per lint run with TypeScript's import scanner, and its
// strongly connected components; a file in one gets an error on each import that stays inside it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['functions', 'shared', 'frontend', 'scripts', 'infra', 'tests'];
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.local', 'coverage']);
const SOURCE = /\.(ts|tsx)$/;
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

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** file -> the component (a Set of files) it belongs to, for components of two files or more. */
export function cyclicComponents(root) {
  const files = ROOTS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) =>
    sourceFiles(path.join(root, dir), []),
  );
  const edges = new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.flatMap((ref) => resolve(file, ref.fileName) ?? []),
    ]),
  );
  // Tarjan's algorithm, iterative so a long import chain cannot overflow the stack.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  let next = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [file, i] = frame;
      const targets = edges.get(file) ?? [];
      if (i < targets.length) {
        frame[1]++;
        const target = targets[i];
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) !== index.get(file)) continue;
      const component = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.add(member);
      } while (member !== file);
      if (component.size > 1) for (const m of component) componentOf.set(m, component);
    }
  }
  return componentOf;
}

const cache = new Map();

export const typeCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle through {{others}} (type-only imports included).' },
  },
  create(context) {
    const root = context.cwd;
    if (!cache.has(root)) cache.set(root, cyclicComponents(root));
    const component = cache.get(root).get(context.filename);
    if (!component) return {};
    const check = (node) => {
      const target = node.source && resolve(context.filename, String(node.source.value));
      if (!target || !component.has(target)) return;
      const others = [...component].filter((f) => f !== context.filename).map((f) => path.relative(root, f));
      context.report({ node, messageId: 'cycle', data: { others: others.join(', ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
