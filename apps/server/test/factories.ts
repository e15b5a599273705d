import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/database.ts';
import type { NewCompany, NewProfile, NewSite } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/accounts/password.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/accounts/sessions/sessions.ts';
import { grant } from '../src/modules/credits/credits.service.ts';
import { client } from './http.ts';

const unique = () => randomBytes(3).toString('hex');

export async function createCompany(db: Db, overrides: Partial<NewCompany> = {}) {
  return db
    .insertInto('companies')
    .values({
      name: `Test Company ${unique()} B.V.`,
      address: 'Teststraat 1',
      kvk: '87654321',
      city: '1234 AB Teststad',
      country: 'Nederland',
      tradenames: ['Testdate'],
      vat_numbers: ['NL000000000B01'],
      support_phone: '010-765 43 21',
      delete_discount: 40,
      added: '2025-01-10T10:00:00Z',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createSite(db: Db, overrides: Partial<NewSite> = {}) {
  const companyId = overrides.company_id ?? (await createCompany(db)).id;
  return db
    .insertInto('sites')
    .values({
      domain: `site-${unique()}.test`,
      name: 'Testdate',
      company_id: companyId,
      domain_language: 'nl-NL',
      cdn_prefix: '/uploads/',
      niche: 1,
      signups: 'all',
      logged_out_search: true,
      logged_out_search_trafficsource: false,
      enable_site_entry_popup: true,
      site_entry_countries: [],
      default_country: 'NL',
      support_phone: '010-765 43 21',
      support_email: 'support@testdate.example',
      minimum_message_costs: JSON.stringify({ NL: { costs: 99, currency: 'EUR' } }),
      fictional_icon: '/img/fictional.svg',
      fictional_warning: 'Sommige profielen zijn fictief.',
      fictional_warning_singular: 'Dit profiel is fictief.',
      fictional_warning_plural: 'Deze profielen zijn fictief.',
      countries: ['NL', 'BE'],
      index_title: 'Testdate: daten',
      description: 'Een testsite.',
      visible_profile_fields: ['gender', 'age'],
      visible_profile_notes: [],
      message_credits: 5,
      photo_credits: 10,
      gift_credits: 15,
      signup_credits: 10,
      message_length: 2000,
      search_fields: ['gender', 'country'],
      refund_days: 14,
      member_resell: false,
      mail_name: 'Testdate',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

let memberCount = 0;

/**
 * A confirmed member with an active (listed) profile, straight in the database; `photo: true` adds an
 * active main photo row (file names only, no files).
 */
export async function createMember(
  db: Db,
  siteId: number,
  profile: Partial<NewProfile> = {},
  options: { paid?: boolean; invisible?: boolean; photo?: boolean } = {},
) {
  const i = ++memberCount;
  const user = await db
    .insertInto('users')
    .values({
      site_id: siteId,
      email: `member${i}-${unique()}@example.com`,
      password_hash: '!',
      status: 'confirmed',
      confirmed_at: new Date(),
      language: 'nl',
      signup_date: new Date(),
      paid_user: options.paid ?? false,
      invisible: options.invisible ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      name: `Member ${i}`,
      date_of_birth: '1990-06-15',
      status: 'active',
      gender: 'female',
      sexuality: 'hetero',
      country: 'NL',
      ...profile,
    })
    .execute();
  if (options.photo) {
    const photo = await db
      .insertInto('photos')
      .values({
        user_id: user.id,
        filename: `m${user.id}.jpg`,
        thumb_filename: `m${user.id}-t.jpg`,
        blurred_filename: `m${user.id}-b.jpg`,
        width: 800,
        height: 800,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('profiles')
      .set({ main_photo_id: photo.id })
      .where('user_id', '=', user.id)
      .execute();
  }
  return user.id;
}

/** A logged-in API client of an existing member (a session made directly, no password round trip). */
export async function loggedIn(baseUrl: string, db: Db, userId: number, host?: string) {
  const token = await createSession(db, userId, '192.0.2.1', new Date());
  const browser = client(baseUrl, host ? { host } : {});
  browser.jar.set(SESSION_COOKIE, token);
  return browser;
}

/** Gives a member a real password (factories store none), for tests that log in with it. */
export async function setPassword(db: Db, userId: number, email: string, password: string) {
  await db
    .updateTable('users')
    .set({ email, password_hash: await hashPassword(password) })
    .where('id', '=', userId)
    .execute();
}

/** Gives a member credits the way an operator would: an adjustment on the ledger. */
export async function giveCredits(db: Db, userId: number, amount: number) {
  await grant(db, {
    userId,
    amount,
    reason: 'adjustment',
    idempotencyKey: `test-credits:${userId}:${unique()}`,
    now: new Date(),
  });
}
