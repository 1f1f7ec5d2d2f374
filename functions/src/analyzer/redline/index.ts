/** The built-in redline proposer (pure): see propose.ts; accept.ts is shared with the model provider. */
export { proposeRedline } from './propose';
export { acceptModifications, MAX_MODIFICATIONS, rangeOf, toMetadata } from './accept';
export type { RedlineInput } from './types';
export { applyToText } from './apply-text';
