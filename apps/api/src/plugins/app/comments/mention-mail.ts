// The mention e-mail (issue 27 item 5): one per mentioned person per comment, sent after the answer so
// neither SMTP nor its failure reaches the comment's request.
import type { FastifyBaseLogger } from 'fastify';
import { createBackgroundTasks, escapeHtml } from '../../../lib/background';
import type { Mailer } from '../mailer/mailer';

export interface MentionMailInput {
  to: string;
  /** The author's display name. */
  from: string;
  title: string;
  body: string;
  url: string;
}

export function createMentionMail(mailer: Mailer, log: FastifyBaseLogger) {
  const background = createBackgroundTasks(log);
  return {
    send(m: MentionMailInput): void {
      const before = `${m.from} mentioned you in a comment on “${m.title}”:`;
      const after = 'Open the comment:';
      const text = `${[before, m.body, after, m.url].join('\n\n')}\n`;
      const quote = escapeHtml(m.body).replace(/\r?\n/g, '<br>');
      const html = [
        `<p>${escapeHtml(before)}</p>`,
        `<blockquote>${quote}</blockquote>`,
        `<p>${escapeHtml(after)} <a href="${escapeHtml(m.url)}">${escapeHtml(m.url)}</a></p>`,
      ].join('');
      const subject = `${m.from} mentioned you on “${m.title}”`;
      background.run('Sending a mention', () => mailer.send({ to: m.to, subject, text, html }));
    },
    flush: background.flush,
  };
}

export type MentionMail = ReturnType<typeof createMentionMail>;
