// The invitation e-mail (issue 27): sent after the answer, so neither SMTP nor its failure shows in the
// invite's answer or its timing (the answer is the same whether the address has an account or not).
import type { FastifyBaseLogger } from 'fastify';
import type { ScriptRole } from '@cuemap/shared';
import { createBackgroundTasks, escapeHtml } from '../../../lib/background';
import type { Mailer } from '../mailer/mailer';

export interface InvitationMailInput {
  to: string;
  /** The owner's address, as the invitee knows them. */
  from: string;
  title: string;
  role: ScriptRole;
  url: string;
}

export function createInvitationMail(mailer: Mailer, log: FastifyBaseLogger) {
  const background = createBackgroundTasks(log);
  return {
    sendInvitation(m: InvitationMailInput): void {
      const can = m.role === 'editor' ? 'edit' : 'view';
      const before = [
        `${m.from} invited you to ${can} “${m.title}” on Cuemap.`,
        'Open this link to accept (sign in, or create an account with this address, first):',
      ];
      const after = ['The invitation works once and expires in 14 days. If you did not expect it, you can ignore this email.'];
      const text = `${[...before, m.url, ...after].join('\n\n')}\n`;
      const html = [...before.map(escapeHtml), `<a href="${escapeHtml(m.url)}">${escapeHtml(m.url)}</a>`, ...after.map(escapeHtml)]
        .map((p) => `<p>${p}</p>`)
        .join('');
      const subject = `${m.from} shared “${m.title}” with you`;
      background.run('Sending an invitation', () => mailer.send({ to: m.to, subject, text, html }));
    },
    flush: background.flush,
  };
}

export type InvitationMail = ReturnType<typeof createInvitationMail>;
