// Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise a log transport that prints
// the message (and so its link) so a fresh machine can complete sign-up without a mail server.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' or 'log' — shown in logs so operators know where mail goes. */
  kind: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function createLogMailer(log: FastifyBaseLogger, from: string): Mailer {
  return {
    kind: 'log',
    async send(message) {
      // Deliberately logs the body: with no SMTP configured this is how the link reaches the developer.
      log.info({ mail: { from, to: message.to, subject: message.subject } }, `Mail (log transport, not sent):\n${message.text}`);
    },
    close() {},
  };
}
