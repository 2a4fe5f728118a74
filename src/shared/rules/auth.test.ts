import { describe, expect, it } from 'vitest';
import { registerInput, resetPasswordInput } from '../schemas/auth';
import { checkPassword, checkResetToken, checkUsername, firstNewPasswordProblem, firstRegisterProblem, registerFormComplete } from './auth';

/** The server's message for one field of a registration, or null when it takes it. */
function serverSays(field: 'username' | 'password', value: string): string | null {
  const result = registerInput.safeParse({ username: 'sarah', email: 'sarah@example.com', password: 'secret1', [field]: value });
  return result.success ? null : (result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null);
}

describe('checkUsername', () => {
  it.each([
    ['sarah_m', null],
    ['  priya.k  ', null],
    ['ab', 'Username must be at least 3 characters'],
    ['  ab  ', 'Username must be at least 3 characters'],
    ['x'.repeat(31), 'Username must be at most 30 characters'],
    ['sarah m', 'Username may only contain letters, digits, underscores and dots'],
    ['émilie', 'Username may only contain letters, digits, underscores and dots'],
  ])('%j: %j, as the server says', (value, expected) => {
    expect(checkUsername(value)).toBe(expected);
    expect(serverSays('username', value)).toBe(expected);
  });
});

describe('checkPassword', () => {
  it.each([
    ['secret', null],
    [' secret ', null],
    // Spaces alone: the forms' 'Password required' (trimmed), and the server's.
    ['      ', 'Please enter a password.'],
    ['', 'Please enter a password.'],
    ['abcde', 'Password must be at least 6 characters long.'],
    ['x'.repeat(257), 'Password must be at most 256 characters long.'],
  ])('%j: %j, as the server says', (value, expected) => {
    expect(checkPassword(value)).toBe(expected);
    expect(serverSays('password', value)).toBe(expected);
  });
});

describe('checkResetToken', () => {
  it('takes 32 base32 characters only, as the server does', () => {
    for (const [token, ok] of [
      ['abcdefghijklmnopqrstuvwxyz234567', true],
      ['abcdefghijklmnopqrstuvwxyz23456', false],
      ['ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', false],
      ['abcdefghijklmnopqrstuvwxyz234568', false],
    ] as const) {
      expect(checkResetToken(token) === null).toBe(ok);
      expect(resetPasswordInput.safeParse({ token, password: 'secret1' }).success).toBe(ok);
    }
    expect(checkResetToken('nope')).toBe('The reset link is invalid');
  });
});

describe('registration checks (PRODUCT.md "Input rules" order)', () => {
  const ok = { username: 'sarah', email: 'sarah@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('reports the first problem only, with the spec texts', () => {
    expect(firstRegisterProblem({ username: '', email: '', password: '', confirmPassword: 'x' })?.title).toBe('Username required');
    expect(firstRegisterProblem({ ...ok, username: '  ' })).toEqual({
      title: 'Username required',
      description: 'Please enter a username.',
    });
    expect(firstRegisterProblem({ ...ok, email: ' ', password: '' })).toEqual({
      title: 'Email required',
      description: 'Please enter your email address.',
    });
    expect(firstRegisterProblem({ ...ok, password: '  ', confirmPassword: 'x' })).toEqual({
      title: 'Password required',
      description: 'Please enter a password.',
    });
    expect(firstRegisterProblem({ ...ok, password: 'abc', confirmPassword: 'abcd' })).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure your passwords match.',
    });
    expect(firstRegisterProblem({ ...ok, password: 'abcde', confirmPassword: 'abcde' })).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(firstRegisterProblem(ok)).toBeNull();
  });

  it('says a password is too short exactly when the server would', () => {
    for (const password of ['abcde', 'abcdef', ' abcd ', ' abc ']) {
      const clientRefuses = firstNewPasswordProblem({ password, confirmPassword: password })?.title === 'Password too short';
      expect(clientRefuses, password).toBe(serverSays('password', password) !== null);
    }
  });

  it('is complete only with all four fields filled', () => {
    expect(registerFormComplete(ok)).toBe(true);
    expect(registerFormComplete({ ...ok, confirmPassword: '' })).toBe(false);
    expect(registerFormComplete({ ...ok, username: '' })).toBe(false);
  });
});
