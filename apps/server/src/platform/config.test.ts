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

describe('object storage (S3_*, ADR 0044)', () => {
  const s3 = {
    S3_ENDPOINT: 'https://s3.example.com',
    S3_BUCKET: 'hashi-files',
    S3_ACCESS_KEY: 'AKIAEXAMPLE',
    S3_SECRET_KEY: 'secret-value-never-printed',
  };

  it('keeps files on the local disk without S3_*, and uses the bucket with all four', () => {
    expect(loadConfig({ ...base }).s3).toBeNull();
    expect(loadConfig({ ...base, ...s3 }).s3).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      bucket: 'hashi-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-value-never-printed',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...base, ...s3, S3_REGION: 'ap-northeast-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'ap-northeast-1',
      forcePathStyle: false,
    });
  });

  it('refuses to start half-configured, naming what is missing and never the secret', () => {
    const { S3_BUCKET: _, S3_ACCESS_KEY: __, ...half } = s3;
    let message = '';
    try {
      loadConfig({ ...base, ...half });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/half-configured: set S3_BUCKET, S3_ACCESS_KEY too/);
    expect(message).not.toContain('secret-value-never-printed');
  });
});

describe('virus scanner (CLAMD_*, ADR 0044)', () => {
  const production = { ...base, NODE_ENV: 'production' };

  it('scans with clamd over TCP or a unix socket when configured, and accepts unscanned uploads in development without one', () => {
    expect(loadConfig({ ...base }).clamd).toBeNull();
    expect(loadConfig({ ...base, CLAMD_HOST: 'clamav.internal' }).clamd).toEqual({
      host: 'clamav.internal',
      port: 3310,
      timeoutMs: 60_000,
    });
    expect(loadConfig({ ...base, CLAMD_SOCKET: '/run/clamav/clamd.ctl', CLAMD_TIMEOUT_SECONDS: '5' }).clamd).toEqual({
      socket: '/run/clamav/clamd.ctl',
      timeoutMs: 5_000,
    });
    expect(() => loadConfig({ ...base, CLAMD_SOCKET: '/run/clamd.ctl', CLAMD_HOST: 'x' })).toThrow(/not both/);
  });

  it('refuses to start in production without a scanner unless unscanned uploads are explicitly allowed', () => {
    expect(() => loadConfig(production)).toThrow(/No virus scanner: set CLAMD_HOST/);
    expect(loadConfig({ ...production, ALLOW_UNSCANNED_UPLOADS: 'true' }).clamd).toBeNull();
    expect(loadConfig({ ...production, CLAMD_HOST: '127.0.0.1', CLAMD_PORT: '3311' }).clamd).toMatchObject({
      port: 3311,
    });
  });
});

describe('a read replica (DATABASE_REPLICA_URL, ADR 0050)', () => {
  it('needs its primary, and allows 5 s of lag unless told otherwise', () => {
    expect(() => loadConfig({ ...base, DATABASE_REPLICA_URL: 'postgres://ro@replica/hashi' })).toThrow(
      'DATABASE_REPLICA_URL needs DATABASE_URL',
    );
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://app@primary/hashi',
      DATABASE_REPLICA_URL: 'postgres://ro@replica/hashi',
    });
    expect(config.REPLICA_MAX_LAG_SECONDS).toBe(5);
    expect(loadConfig({ ...base, REPLICA_MAX_LAG_SECONDS: '30' }).REPLICA_MAX_LAG_SECONDS).toBe(30);
    expect(() => loadConfig({ ...base, REPLICA_MAX_LAG_SECONDS: '0' })).toThrow('REPLICA_MAX_LAG_SECONDS');
  });
});

describe('stopping and background jobs (JOB_LEASE_SECONDS, DRAIN_SECONDS)', () => {
  it('holds a job 10 minutes and drains 3 s unless told otherwise, and refuses values that cannot work', () => {
    const config = loadConfig(base);
    expect(config.JOB_LEASE_SECONDS).toBe(600);
    expect(config.DRAIN_SECONDS).toBe(3);
    expect(loadConfig({ ...base, JOB_LEASE_SECONDS: '120', DRAIN_SECONDS: '0' })).toMatchObject({
      JOB_LEASE_SECONDS: 120,
      DRAIN_SECONDS: 0,
    });
    // A lease shorter than a job's run would let a second worker take a job still running.
    expect(() => loadConfig({ ...base, JOB_LEASE_SECONDS: '5' })).toThrow('JOB_LEASE_SECONDS');
    expect(() => loadConfig({ ...base, DRAIN_SECONDS: '-1' })).toThrow('DRAIN_SECONDS');
  });
});
