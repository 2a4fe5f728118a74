import type { Context } from '../trpc/context';
import type { EmailMessage } from './mailer';

/** Mail goes out after the answer: a slow mail server never holds up, or fails, the request. */
export function sendInBackground(ctx: Pick<Context, 'mailer' | 'logger'>, message: EmailMessage) {
  ctx.mailer.send(message).catch((error: unknown) => {
    ctx.logger.error({ subject: message.subject, error: String(error) }, 'email not sent');
  });
}
