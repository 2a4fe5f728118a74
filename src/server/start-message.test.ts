import { describe, expect, it } from 'vitest';
import { startMessage } from './start-message';

const facts = { origin: 'http://localhost:3000', database: 'embedded PGlite in /srv/data', outboxDir: '/srv/data/outbox' };

describe('startMessage', () => {
  it('ends a first start with where to sign in and the passwords it made', () => {
    const lines = startMessage({
      ...facts,
      generatedCredentials: {
        admin: { username: 'admin', password: 'admin-secret' },
        demoMembers: { usernames: ['sarah_m', 'priya.k', 'jess_n'], password: 'member-secret' },
      },
    }).split('\n');
    expect(lines.slice(-6)).toEqual([
      '  Admins:  http://localhost:3000/admin/login',
      '  Members: http://localhost:3000/community/auth',
      'First start: these passwords are shown this once.',
      '  Admin:        admin / admin-secret',
      '  Demo members: sarah_m, priya.k, … (3) / member-secret, one for all',
      'Lost the admin password? Start with ADMIN_PASSWORD=\'a new one\' (README, "Signing in").',
    ]);
    expect(lines[0]).toBe('Mama Village is running at http://localhost:3000 (database: embedded PGlite in /srv/data)');
    expect(lines).toContain('No SMTP_URL set: emails are written to /srv/data/outbox');
  });

  it('gives the sign-in addresses on every later start, without passwords', () => {
    const message = startMessage({ ...facts, origin: 'https://mamavillage.example', outboxDir: null, generatedCredentials: {} });
    expect(message).toContain('  Admins:  https://mamavillage.example/admin/login');
    expect(message).toContain('  Members: https://mamavillage.example/community/auth');
    expect(message).not.toMatch(/shown this once|SMTP_URL/);
  });

  it('names a configured admin nowhere: only generated passwords are printed', () => {
    const message = startMessage({ ...facts, generatedCredentials: { demoMembers: { usernames: ['sarah_m'], password: 'pw' } } });
    expect(message).not.toContain('Admin: ');
    expect(message).toContain('  Demo members: sarah_m / pw, one for all');
  });
});
