import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { type Jobs, MAIL_PRIORITY, QUEUES } from '../jobs.ts';
import { type MailContent, renderMail } from './render.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

export interface Mailer {
  /**
   * Renders a mail and queues it; inside a transaction (`trx`) mail and job are saved with the rest,
   * so a rolled-back signup sends nothing and a committed one always sends. `priority`: the queue's
   * order (`MAIL_PRIORITY`), an account's own mail unless told otherwise.
   */
  queue(
    trx: Executor,
    mail: MailContent & { to: string; userId: number | null },
    priority?: number,
  ): Promise<number>;
  /** The queue worker's step: send one stored mail (or keep it in the outbox without SMTP). */
  deliver(mailId: number): Promise<void>;
}

function fromAddress(site: SiteWithCompany) {
  return `"${site.mail_name.replace(/"/g, '')}" <noreply@${site.domain}>`;
}

export function createMailer(
  db: Executor,
  jobs: Jobs,
  smtpUrl: string | null,
  unsubscribeKey: Buffer,
): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  return {
    async queue(trx, mail, priority = MAIL_PRIORITY.account) {
      const rendered = renderMail(mail);
      // The unsubscribe button of mail clients; it points at the site the mail's own links go to.
      const listUnsubscribe =
        mail.userId === null ? null : unsubscribeUrl(new URL(mail.link).origin, unsubscribeKey, mail.userId);
      const row = await trx
        .insertInto('mails')
        .values({
          site_id: mail.site.id,
          user_id: mail.userId,
          template: mail.template,
          to_address: mail.to,
          from_address: fromAddress(mail.site),
          list_unsubscribe: listUnsubscribe,
          ...rendered,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await jobs.send(QUEUES.sendMail.name, { mailId: row.id }, trx as Kysely<unknown>, priority);
      return row.id;
    },

    async deliver(mailId) {
      const mail = await db.selectFrom('mails').selectAll().where('id', '=', mailId).executeTakeFirst();
      if (!mail || mail.status === 'sent' || mail.status === 'stored') return;
      if (!transport) {
        // No SMTP: the outbox (shown at /dev/mail) is the destination.
        await db
          .updateTable('mails')
          .set({ status: 'stored', sent_at: new Date() })
          .where('id', '=', mailId)
          .execute();
        return;
      }
      try {
        await transport.sendMail({
          from: mail.from_address,
          to: mail.to_address,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.list_unsubscribe && {
            headers: {
              'List-Unsubscribe': `<${mail.list_unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }),
        });
        await db
          .updateTable('mails')
          .set({ status: 'sent', sent_at: new Date() })
          .where('id', '=', mailId)
          .execute();
      } catch (err) {
        await db
          .updateTable('mails')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String(err).slice(0, 500) }))
          .where('id', '=', mailId)
          .execute();
        throw err; // the queue retries with backoff
      }
    },
  };
}

/** Erasure of a member: the mails kept for them (addresses, names, links) go. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('mails').where('user_id', '=', userId).execute();
}
