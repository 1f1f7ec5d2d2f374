// Bad configuration must fail loudly at start, naming the variable, and leave nothing running.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLocalConfig } from '../../scripts/local-cloud/config';
import { startLocalCloud } from '../../scripts/local-cloud/start';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('local cloud configuration', () => {
  it('names a malformed port', () => {
    expect(() => parseLocalConfig({ PORT: 'abc' })).toThrow(/PORT: must be a port number/);
    expect(() => parseLocalConfig({ LOCAL_SES_PORT: '70000' })).toThrow(/LOCAL_SES_PORT/);
  });

  it('refuses to start with a malformed function variable, naming it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausewise-badcfg-'));
    dirs.push(dataDir);
    const before = process.env.MODEL_PROVIDER;
    await expect(
      startLocalCloud({ dataDir, serveSpa: false, quiet: true, extraEnv: { MODEL_PROVIDER: 'gpt' } }),
    ).rejects.toThrow(/MODEL_PROVIDER/);
    // Nothing of the failed start leaks into this process's environment.
    expect(process.env.MODEL_PROVIDER).toBe(before);
  });
});
