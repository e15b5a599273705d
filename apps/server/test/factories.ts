import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/database.ts';
import type { NewCompany, NewSite } from '../src/db/schema.ts';

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
