// Decorates `app.mailer`; tests may inject their own Mailer.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createLogMailer, createSmtpMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  smtpUrl?: string;
  from: string;
  mailer?: Mailer;
}

export default fp(
  async function mailerPlugin(app: FastifyInstance, opts: MailerPluginOptions) {
    const mailer = opts.mailer ?? (opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.from) : createLogMailer(app.log, opts.from));
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
