import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  delete_discount: number;
  added: Timestamp;
}

export interface SitesTable {
  id: Generated<number>;
  domain: string;
  name: string;
  company_id: number;
  domain_language: string;
  cdn_prefix: string;
  niche: number;
  signups: 'all' | 'with_trafficsource' | 'none';
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  enable_site_entry_popup: boolean;
  site_entry_countries: string[];
  default_country: string;
  support_phone: string;
  support_email: string;
  minimum_message_costs: Json<Record<string, { costs: number; currency: string }>>;
  fictional_icon: string;
  fictional_warning: string;
  fictional_warning_singular: string;
  fictional_warning_plural: string;
  countries: string[];
  index_title: string;
  description: string;
  visible_profile_fields: string[];
  visible_profile_notes: string[];
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  search_fields: string[];
  refund_days: number;
  member_resell: boolean;
  mail_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Keys the platform creates once and keeps (VAPID key pair, ...). */
export interface AppKeysTable {
  name: string;
  value: Json<Record<string, string>>;
  created_at: Generated<Date>;
}

export interface Database {
  companies: CompaniesTable;
  sites: SitesTable;
  app_keys: AppKeysTable;
}

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type Site = Selectable<SitesTable>;
export type NewSite = Insertable<SitesTable>;
export type SiteUpdate = Updateable<SitesTable>;
