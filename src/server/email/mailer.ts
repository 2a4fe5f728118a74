import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/** Real delivery through the SMTP server in SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * No SMTP configured: each message is written, complete, as an .eml file into the outbox folder,
 * so sign-up and password reset work on a fresh machine and a developer can open the mail.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  mkdirSync(outboxDir, { recursive: true });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${(++sequence).toString().padStart(4, '0')}.eml`;
      writeFileSync(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}

/** Tests read what would have been sent. */
export function createMemoryMailer(): Mailer & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
