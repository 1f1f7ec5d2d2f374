/** Types of type-cycles.js (plain JavaScript, so eslint.config.js can import it without a build). */
import type { Rule } from 'eslint';

export const typeCycles: Rule.RuleModule;
/** file -> the component (a Set of files) it belongs to, for components of two files or more. */
export function cyclicComponents(root: string): Map<string, Set<string>>;
