import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE companies (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      address text NOT NULL,
      kvk text NOT NULL,
      city text NOT NULL,
      country text NOT NULL,
      tradenames text[] NOT NULL DEFAULT '{}',
      vat_numbers text[] NOT NULL DEFAULT '{}',
      support_phone text NOT NULL,
      delete_discount integer NOT NULL DEFAULT 0 CHECK (delete_discount BETWEEN 0 AND 100),
      added timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sites (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      domain text NOT NULL UNIQUE CHECK (domain = lower(domain)),
      name text NOT NULL,
      company_id integer NOT NULL REFERENCES companies(id),
      domain_language text NOT NULL CHECK (domain_language ~ '^[a-z]{2}(-[A-Z]{2})?$'),
      cdn_prefix text NOT NULL,
      niche smallint NOT NULL CHECK (niche BETWEEN 1 AND 7),
      signups text NOT NULL DEFAULT 'all' CHECK (signups IN ('all', 'with_trafficsource', 'none')),
      logged_out_search boolean NOT NULL DEFAULT true,
      logged_out_search_trafficsource boolean NOT NULL DEFAULT false,
      enable_site_entry_popup boolean NOT NULL DEFAULT true,
      site_entry_countries text[] NOT NULL DEFAULT '{}',
      default_country text NOT NULL CHECK (default_country ~ '^[A-Z]{2}$'),
      support_phone text NOT NULL,
      support_email text NOT NULL,
      minimum_message_costs jsonb NOT NULL DEFAULT '{}',
      fictional_icon text NOT NULL,
      fictional_warning text NOT NULL,
      fictional_warning_singular text NOT NULL,
      fictional_warning_plural text NOT NULL,
      countries text[] NOT NULL,
      index_title text NOT NULL,
      description text NOT NULL,
      visible_profile_fields text[] NOT NULL,
      visible_profile_notes text[] NOT NULL DEFAULT '{}',
      message_credits integer NOT NULL CHECK (message_credits >= 0),
      photo_credits integer NOT NULL CHECK (photo_credits >= 0),
      gift_credits integer NOT NULL CHECK (gift_credits >= 0),
      signup_credits integer NOT NULL CHECK (signup_credits >= 0),
      message_length integer NOT NULL CHECK (message_length > 0),
      search_fields text[] NOT NULL,
      refund_days integer NOT NULL CHECK (refund_days >= 0),
      member_resell boolean NOT NULL DEFAULT false,
      mail_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sites_company_id_idx ON sites (company_id);

    CREATE TABLE app_keys (
      name text PRIMARY KEY,
      value jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- Every app instance listens on this channel and drops its cached site settings.
    CREATE FUNCTION notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('site_changed', TG_TABLE_NAME);
      RETURN NULL;
    END $$;
    CREATE TRIGGER sites_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites
      FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
    CREATE TRIGGER companies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
      FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE app_keys; DROP TABLE sites; DROP TABLE companies; DROP FUNCTION notify_site_changed();`.execute(
    db,
  );
}
