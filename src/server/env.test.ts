import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives working defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable in one line when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('holds the admin account to the sign-up rules', () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: '123' })).toThrow(/^Invalid environment variable ADMIN_PASSWORD: /);
    expect(() => parseEnv({ ADMIN_PASSWORD: 'password123' })).toThrow(/ADMIN_PASSWORD: is one of the most common/);
    expect(() => parseEnv({ ADMIN_USERNAME: 'no spaces allowed' })).toThrow(/ADMIN_USERNAME/);
    expect(() => parseEnv({ ADMIN_EMAIL: 'nope' })).toThrow(/ADMIN_EMAIL/);
    expect(parseEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a-long-admin-pass' }).ADMIN_USERNAME).toBe('boss');
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://mamavillage.com.au/' }).PUBLIC_URL).toBe('https://mamavillage.com.au');
  });
});
