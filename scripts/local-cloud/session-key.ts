/**
 * The local cloud's session signing key: generated on first start (EC P-256, for ES256) and kept
 * under the data dir with mode 600, so sessions survive a restart and each data dir has its own key.
 * In AWS the key lives in Secrets Manager instead (SESSION_KEY_SECRET_ARN).
 */
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SESSION_KEY_FILE = 'session-signing-key.pem';

/** Returns the PEM private key for SESSION_PRIVATE_KEY, creating it on first use. */
export function ensureLocalSigningKey(dataDir: string): string {
  const file = path.join(dataDir, SESSION_KEY_FILE);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8');
  }
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    // 'wx' fails if another process created it meanwhile; then use theirs.
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8');
  }
  return pem;
}
