/**
 * Outgoing mail (issue 29) through nodemailer over SMTP (`SMTP_URL`: `smtp://host:port`, or
 * `smtps://user:pass@host:465`). Tests and the full-stack demo send to Mailpit. Without
 * `SMTP_URL` nothing is sent and each message is logged as not sent (never its link).
 */
import nodemailer from 'nodemailer';
import type { Mailer } from '@/features/account/service/account';
import type { Logger } from '../platform/logger';

export interface MailerAdapter extends Mailer {
  readonly name: string;
}

export function createSmtpMailer({ url, from }: { url: string; from: string }): MailerAdapter {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
      });
    },
  };
}

export function unsentMailer(logger: Logger): MailerAdapter {
  return {
    name: 'none',
    send(email) {
      logger.warn({ subject: email.subject }, 'email not sent: SMTP_URL is not set');
      return Promise.resolve();
    },
  };
}
