/** Filesystem anchors for the CDK app: everything is resolved from the repository root. */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the folder holding package.json and package-lock.json). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const repoPath = (...segments: string[]): string => path.join(repoRoot, ...segments);
