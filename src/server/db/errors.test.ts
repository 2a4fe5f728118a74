import { describe, expect, it } from 'vitest';
import {
  DatabaseUnreachableError,
  databaseErrorOf,
  isConnectionFailure,
  isDatabaseUnavailable,
  isDataException,
  postgresError,
  uniqueViolation,
} from './errors';

const wrapped = (cause: unknown) => ({ message: 'Failed query', cause: { message: 'wrapper', cause } });

describe('postgres errors behind wrappers', () => {
  it('finds a unique violation and its constraint from postgres.js and PGlite alike', () => {
    expect(uniqueViolation(wrapped({ code: '23505', constraint_name: 'users_email_lower_idx' }))).toBe('users_email_lower_idx');
    expect(uniqueViolation(wrapped({ code: '23505', constraint: 'users_username_lower_idx' }))).toBe('users_username_lower_idx');
    expect(uniqueViolation(wrapped({ code: '23503' }))).toBeNull();
  });

  it('tells data exceptions (class 22) from everything else', () => {
    expect(isDataException(wrapped({ code: '22021' }))).toBe(true);
    expect(isDataException(wrapped({ code: '22P02' }))).toBe(true);
    expect(isDataException(wrapped({ code: '23505' }))).toBe(false);
    expect(isDataException(new Error('plain'))).toBe(false);
  });

  it('ignores Node system codes and tRPC codes on the way', () => {
    expect(postgresError({ code: 'EPIPE', cause: { code: '22021' } })?.code).toBe('22021');
    expect(postgresError({ code: 'INTERNAL_SERVER_ERROR', cause: { code: 'EBUSY' } })).toBeNull();
  });

  it('tells a database out of reach (try again) from a failing query (a bug)', () => {
    for (const code of ['ECONNREFUSED', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'QUERY_TIMEOUT']) {
      const unreachable = new DatabaseUnreachableError('down', { cause: { code, message: 'down' } });
      expect(isDatabaseUnavailable(wrapped(unreachable)), code).toBe(true);
      expect(databaseErrorOf(wrapped(unreachable)), code).toEqual({ code, message: 'down' });
    }
    for (const code of ['57P01', '57014', '08006', '53300'])
      expect(isDatabaseUnavailable(wrapped({ code, message: 'down' })), code).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('PGlite is closed')))).toBe(true);
    for (const code of ['23505', '42P01', '22021']) expect(isDatabaseUnavailable(wrapped({ code })), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('plain'))).toBe(false);
  });

  it("takes only the database client's word for an outage: a client hanging up mid-body is not one", () => {
    // What reading the body of a request whose client went away throws (node:_http_server).
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(isDatabaseUnavailable(aborted)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(aborted))).toBe(false);
  });

  it('knows a failure to reach the database from an answer it gave', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', '57P01', '08006']) {
      expect(isConnectionFailure({ code }), code).toBe(true);
    }
    for (const code of ['57014', '53300', '23505', undefined]) expect(isConnectionFailure({ code }), String(code)).toBe(false);
  });

  it("finds the database's own code and message under drizzle's 'Failed query'", () => {
    expect(databaseErrorOf(wrapped({ code: '57014', message: 'canceling statement due to statement timeout' }))).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect(databaseErrorOf(new Error('plain'))).toBeNull();
  });
});
