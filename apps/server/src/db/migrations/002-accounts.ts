import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      email text NOT NULL CHECK (email = lower(email)),
      password_hash text NOT NULL,
      status text NOT NULL DEFAULT 'not_confirmed'
        CHECK (status IN ('not_confirmed', 'confirmed', 'deleted', 'erased')),
      role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'operator')),
      language text NOT NULL,
      credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
      paid_user boolean NOT NULL DEFAULT false,
      invisible boolean NOT NULL DEFAULT false,
      notifications_disabled text[] NOT NULL DEFAULT '{}',
      email_stop_reason text CHECK (email_stop_reason IN ('spam_complaint', 'bounce', 'list_unsubscribe')),
      traffic_source jsonb,
      signup_date timestamptz NOT NULL,
      deleted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- One live account per address and site; an erased account frees its address.
    CREATE UNIQUE INDEX users_site_email_idx ON users (site_id, email) WHERE status <> 'erased';
    CREATE INDEX users_deleted_at_idx ON users (deleted_at) WHERE status = 'deleted';

    CREATE TABLE profiles (
      user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL,
      date_of_birth date NOT NULL,
      status text NOT NULL DEFAULT 'disabled' CHECK (status IN ('disabled', 'active')),
      gender text CHECK (gender IN ('male', 'female')),
      sexuality text CHECK (sexuality IN ('hetero', 'gay', 'lesbian', 'bi')),
      country text,
      region text,
      city text,
      reason text,
      hair_colour text,
      eye_colour text,
      body_type text CHECK (body_type IN ('slim', 'normal', 'fat')),
      relationship_status text,
      tattoos boolean,
      interests text[] NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sessions (
      token_hash bytea PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      ip inet,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);

    CREATE TABLE login_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint REFERENCES users(id) ON DELETE CASCADE,
      ip inet NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX login_failures_user_idx ON login_failures (user_id, created_at);
    CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

    -- Single-use links mailed to members (activation, password reset, e-mail change, reactivation).
    CREATE TABLE account_tokens (
      token_hash bytea PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('activate', 'reset_password', 'change_email', 'reactivate')),
      new_email text,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose, created_at);

    -- Every mail, rendered; the outbox of development and the record of what was sent.
    CREATE TABLE mails (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      user_id bigint REFERENCES users(id) ON DELETE SET NULL,
      template text NOT NULL,
      to_address text NOT NULL,
      from_address text NOT NULL,
      subject text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'stored', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX mails_user_idx ON mails (user_id, template, created_at);

    -- Requests that must not run twice (a double-clicked signup).
    CREATE TABLE idempotency_keys (
      key text PRIMARY KEY,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_keys, mails, account_tokens, login_failures, sessions, profiles, users`.execute(
    db,
  );
}
