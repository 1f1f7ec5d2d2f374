import { describe, expect, it } from 'vitest';
import { ConfigError, parseFunctionsConfig, requireSessionKeySource } from './config';

const base = { TABLE_NAME: 't', APP_ORIGIN: 'http://127.0.0.1:3000' };
const PEM = '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----';

describe('session key configuration', () => {
  it('takes a PEM (turning literal \\n into newlines) or a Secrets Manager ARN', () => {
    expect(parseFunctionsConfig({ ...base, SESSION_PRIVATE_KEY: PEM }).sessionKey).toEqual({
      kind: 'pem',
      pem: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    });
    const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:session-key';
    expect(parseFunctionsConfig({ ...base, SESSION_KEY_SECRET_ARN: arn }).sessionKey).toEqual({ kind: 'secret', arn });
  });

  it('fails clearly, naming both variables, when a session function has neither', () => {
    const config = parseFunctionsConfig(base);
    expect(() => requireSessionKeySource(config)).toThrow(ConfigError);
    expect(() => requireSessionKeySource(config)).toThrow(/SESSION_PRIVATE_KEY or SESSION_KEY_SECRET_ARN/);
  });

  it('rejects malformed values with the variable name', () => {
    expect(() => parseFunctionsConfig({ ...base, SESSION_PRIVATE_KEY: 'secret' })).toThrow(/SESSION_PRIVATE_KEY/);
    expect(() => parseFunctionsConfig({ ...base, SESSION_KEY_SECRET_ARN: 'key' })).toThrow(/SESSION_KEY_SECRET_ARN/);
    expect(() => parseFunctionsConfig({ ...base, SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('defaults to a 60-minute idle timeout and a 12-hour cap', () => {
    expect(parseFunctionsConfig(base).session).toEqual({ idleMinutes: 60, maxHours: 12 });
  });
});
