/**
 * The specification's shared folder, which sits beside the repository (../shared): real contract
 * fixtures and, when present, the expert-labelled eval set. Resolved from this file, so tests work
 * wherever the clone lives.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared');
export const FIXTURES_DIR = path.join(SHARED_DIR, 'fixtures');
