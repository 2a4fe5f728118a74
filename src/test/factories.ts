import type { Db } from '../server/db/client';
import { createUser } from '../server/auth/service';
import type { SessionUser } from '../server/auth/session';

let sequence = 0;
const unique = () => `${process.pid.toString(36)}${(++sequence).toString(36)}`;

export const TEST_PASSWORD = 'correct-horse-battery';

export function userInput(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  const id = unique();
  return { username: `mum_${id}`, email: `mum_${id}@example.com`, password: TEST_PASSWORD, ...overrides };
}

export function createTestUser(
  db: Db,
  overrides: Partial<{ username: string; email: string; password: string; isAdmin: boolean }> = {},
): Promise<SessionUser> {
  return createUser(db, { ...userInput(overrides), isAdmin: overrides.isAdmin ?? false });
}
