/** Handlers log through the shared logger (functions/src/log), re-exported for their imports. */
export { log } from '../../log';
