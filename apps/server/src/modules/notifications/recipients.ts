import { FALLBACK_LOCALE, isLocale, type Locale } from '@amoret/shared';
import { sql } from 'kysely';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { NotifierDeps } from './notifier.ts';

/** What notifying a member needs: how to reach them (address, browsers), in which language, for which site. */
export interface Recipient {
  id: number;
  name: string;
  email: string;
  status: string;
  email_stop_reason: string | null;
  notifications_disabled: string[];
  locale: Locale;
  site: SiteWithCompany;
  subscriptions: { endpoint: string; p256dh: string; auth: string }[];
}

/** The members of a batch, with their push subscriptions, in one query (pushes and mails share it). */
export async function loadRecipients(deps: NotifierDeps, userIds: number[]): Promise<Map<number, Recipient>> {
  const rows = await deps.db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'p.name',
      'u.email',
      'u.status',
      'u.email_stop_reason',
      'u.notifications_disabled',
      'u.language',
      'u.site_id',
    ])
    .select(
      sql<Recipient['subscriptions']>`(
        SELECT coalesce(json_agg(json_build_object('endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)), '[]')
        FROM push_subscriptions s WHERE s.user_id = u.id)`.as('subscriptions'),
    )
    .where('u.id', 'in', userIds)
    .execute();
  const recipients = new Map<number, Recipient>();
  for (const { language, site_id, ...row } of rows) {
    const site = await deps.siteOf(site_id);
    if (!site) continue;
    const locale = isLocale(language) ? language : FALLBACK_LOCALE;
    recipients.set(Number(row.id), { ...row, id: Number(row.id), locale, site });
  }
  return recipients;
}
