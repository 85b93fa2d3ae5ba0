import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing', DATA_DIR: '/tmp/hashi-config-test' };

describe('HOST', () => {
  it('listens on the loopback address only unless HOST says otherwise (the dev mailbox holds every reset link)', () => {
    expect(loadConfig({ ...base }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '' }).HOST).toBe('127.0.0.1');
  });

  it('takes the address that HOST gives', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '::' }).HOST).toBe('::');
  });
});
