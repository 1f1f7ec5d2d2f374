import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addLogContext, invocationLogContext, log, withLogContext } from './index';

let lines: Record<string, unknown>[] = [];

beforeEach(() => {
  lines = [];
  const capture = (chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('log context', () => {
  it('puts the invocation fields on every line written inside it, and none outside', async () => {
    await withLogContext({ requestId: 'r-1' }, async () => {
      log.info('first');
      await tick();
      addLogContext({ contractId: 'c-1' });
      log.error('second', { step: 'charge' });
    });
    log.info('after');
    expect(lines).toMatchObject([
      { message: 'first', requestId: 'r-1' },
      { message: 'second', requestId: 'r-1', contractId: 'c-1', step: 'charge' },
      { message: 'after' },
    ]);
    expect(lines[0]).not.toHaveProperty('contractId');
    expect(lines[2]).not.toHaveProperty('requestId');
  });

  it('keeps concurrent invocations apart', async () => {
    const one = (id: string) =>
      withLogContext({ requestId: id }, async () => {
        for (let i = 0; i < 3; i++) {
          log.info('step', { i, expected: id });
          await tick();
        }
      });
    await Promise.all([one('a'), one('b'), one('c')]);
    expect(lines).toHaveLength(9);
    for (const line of lines) expect(line.requestId).toBe(line.expected);
  });

  it('lets a nested context (a message of a batch) add to the enclosing one', async () => {
    await withLogContext({ requestId: 'batch' }, () =>
      withLogContext({ messageId: 'm-1', contractId: undefined }, async () => log.warn('record')),
    );
    expect(lines).toEqual([expect.objectContaining({ requestId: 'batch', messageId: 'm-1' })]);
    expect(lines[0]).not.toHaveProperty('contractId');
  });

  it("gives a job invocation Lambda's request id, or a fresh one", () => {
    expect(invocationLogContext({ awsRequestId: 'aws-1' })).toEqual({ requestId: 'aws-1' });
    expect(invocationLogContext().requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
