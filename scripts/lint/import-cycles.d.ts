/** Types of import-cycles.js (plain JavaScript, so eslint.config.js can import it without a build). */
import type { Rule } from 'eslint';

export const importCycles: Rule.RuleModule;
/** The file a relative specifier names, if it exists. */
export function resolveImport(from: string, specifier: string): string | undefined;
/** Every source file under the repository's roots -> the files it imports (type-only included). */
export function importGraph(root: string): Map<string, string[]>;
