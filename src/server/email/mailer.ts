import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe …). */
  headers?: Record<string, string>;
  /**
   * A stable name for this one message (`campaign-3-delivery-17`): sending it again is the same
   * message. It becomes the Message-ID, so mail systems can drop a repeat, and the outbox's file
   * name, so a resumed job rewrites the same file instead of adding a second.
   */
  key?: string;
}

function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${key}@${domain}>`;
}

/** What nodemailer gets: the message, its sender, and a Message-ID made of its key. */
function envelope(message: EmailMessage, from: string) {
  const { key, ...mail } = message;
  return { from, ...mail, ...(key && { messageId: messageIdOf(key, from) }) };
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/** Real delivery through the SMTP server in SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(envelope(message, from));
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
      const info = await transport.sendMail(envelope(message, from));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = message.key ? `${message.key}.eml` : `${stamp}-${(++sequence).toString().padStart(4, '0')}.eml`;
      // Written whole then renamed: a crash never leaves half a message, and a repeat replaces it.
      const file = path.join(outboxDir, name);
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
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
