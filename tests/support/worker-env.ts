/**
 * Gives each test worker the local cloud's function environment, so tests can import handlers and
 * services directly and reach the same emulators the HTTP server uses.
 */
import { inject } from 'vitest';

Object.assign(process.env, inject('cloudEnv'));
