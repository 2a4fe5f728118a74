import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer';
import { welcomeEmail } from './templates';

const dir = mkdtempSync(path.join(tmpdir(), 'mv-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the outbox mailer', () => {
  it('writes each message as a complete .eml file, in order', async () => {
    const mailer = createOutboxMailer(path.join(dir, 'outbox'), 'Mama Village <hello@mamavillage.example>');
    await mailer.send(welcomeEmail('kate@example.com', 'kate', 'http://localhost:3000'));
    await mailer.send(welcomeEmail('ann@example.com', 'ann', 'http://localhost:3000'));
    const files = readdirSync(path.join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const first = readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(first).toContain('To: kate@example.com');
    expect(first).toContain('From: Mama Village <hello@mamavillage.example>');
    expect(first).toContain('Subject: Welcome to Mama Village!');
    expect(first).toContain('multipart/alternative');
  });

  it('escapes the username in the HTML part', () => {
    const mail = welcomeEmail('x@example.com', '<script>alert(1)</script>', 'http://localhost:3000');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});

describe('a keyed message', () => {
  it('is one file however often it is sent, with its key as the Message-ID and its headers kept', async () => {
    const outbox = path.join(dir, 'keyed');
    const mailer = createOutboxMailer(outbox, 'Mama Village <hello@mamavillage.example>');
    const message = {
      ...welcomeEmail('kate@example.com', 'kate', 'http://localhost:3000'),
      key: 'campaign-1-delivery-2',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
    await mailer.send(message);
    await mailer.send(message);
    expect(readdirSync(outbox)).toEqual(['campaign-1-delivery-2.eml']);
    const eml = readFileSync(path.join(outbox, 'campaign-1-delivery-2.eml'), 'utf8');
    expect(eml).toContain('Message-ID: <campaign-1-delivery-2@mamavillage.example>');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
