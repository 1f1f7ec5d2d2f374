/**
 * A viewer address for a client of the local cloud: the local adapter, like CloudFront, passes
 * CloudFront-Viewer-Address to the functions, and accepts it from a loopback client. Giving each
 * test or smoke client its own keeps per-address limits (sign-up, sign-in) to that client's calls.
 */

/** A random address in 198.18.0.0/15, the range reserved for benchmark testing: never a real viewer. */
export function randomViewerAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
}
