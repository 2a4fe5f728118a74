import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';
import { DEFAULT_RATE_LIMITS } from './rate-limits/rules';

describe('parseEnv', () => {
  it('gives working defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.TRUST_PROXY).toBe(false);
    // Chosen by the database (uploads/choose-store.ts).
    expect(env.UPLOAD_STORAGE).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable in one line when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ UPLOAD_STORAGE: 's3' })).toThrow(/^Invalid environment variable UPLOAD_STORAGE: /);
  });

  it('holds the admin account to the sign-up rules', () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: '123' })).toThrow(/^Invalid environment variable ADMIN_PASSWORD: /);
    expect(() => parseEnv({ ADMIN_PASSWORD: 'password123' })).toThrow(/ADMIN_PASSWORD: is one of the most common/);
    expect(() => parseEnv({ ADMIN_USERNAME: 'no spaces allowed' })).toThrow(/ADMIN_USERNAME/);
    expect(() => parseEnv({ ADMIN_EMAIL: 'nope' })).toThrow(/ADMIN_EMAIL/);
    expect(parseEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a-long-admin-pass' }).ADMIN_USERNAME).toBe('boss');
  });

  it('keeps 7 nightly backups unless BACKUP_KEEP says another whole number', () => {
    expect(parseEnv({}).BACKUP_DIR).toBeUndefined();
    expect(parseEnv({ BACKUP_DIR: '/var/backups/mv' }).BACKUP_KEEP).toBe(7);
    expect(parseEnv({ BACKUP_KEEP: '30' }).BACKUP_KEEP).toBe(30);
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/^Invalid environment variable BACKUP_KEEP: /);
    expect(() => parseEnv({ BACKUP_KEEP: 'all' })).toThrow(/BACKUP_KEEP/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://mamavillage.com.au/' }).PUBLIC_URL).toBe('https://mamavillage.com.au');
  });

  it("takes every rate limit's numbers from its variable, today's by default", () => {
    expect(parseEnv({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS.loginPerAddress).toEqual({ attempts: 30, windowSeconds: 900 });
    const env = parseEnv({ RATE_LIMIT_LOGIN_PER_ADDRESS: '500/1m', RATE_LIMIT_FORUM_REPLIES_PER_MEMBER: '120/2h' });
    expect(env.rateLimits.loginPerAddress).toEqual({ attempts: 500, windowSeconds: 60 });
    expect(env.rateLimits.forumRepliesPerMember).toEqual({ attempts: 120, windowSeconds: 7200 });
    expect(env.rateLimits.registerPerAddress).toEqual(DEFAULT_RATE_LIMITS.registerPerAddress);
    expect(() => parseEnv({ RATE_LIMIT_REGISTER_PER_ADDRESS: '20 per hour' })).toThrow(
      /^Invalid environment variable RATE_LIMIT_REGISTER_PER_ADDRESS: must be attempts per window, like 30\/15m/,
    );
    expect(() => parseEnv({ RATE_LIMIT_REGISTER_PER_ADDRESS: '0/1h' })).toThrow(/RATE_LIMIT_REGISTER_PER_ADDRESS/);
  });
});
