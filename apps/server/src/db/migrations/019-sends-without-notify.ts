import { type Kysely, sql } from 'kysely';

/**
 * A chat send's balance change no longer notifies `member_changed` (docs/decisions.md, "A send in one
 * statement"): a transaction that notifies takes a database-wide lock from its commit's start to its
 * end, so every paid send waited for the one before it to reach the disk. A send marks its
 * transaction (`amoret.credits_announced`) and tells the other instances' member caches over the
 * event bus instead. Every other change of a users row notifies as before, credits included (a
 * purchase, a refund, a change made in SQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_user_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('amoret.credits_announced', true) = 'on'
         AND (to_jsonb(OLD) - 'credits') = (to_jsonb(NEW) - 'credits') THEN
        RETURN NULL;
      END IF;
      PERFORM pg_notify('member_changed', OLD.id::text);
      RETURN NULL;
    END $$;
    DROP TRIGGER users_member_changed ON users;
    CREATE TRIGGER users_member_changed AFTER UPDATE ON users FOR EACH ROW
      WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_updated();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER users_member_changed ON users;
    CREATE TRIGGER users_member_changed AFTER UPDATE ON users FOR EACH ROW
      WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();
    DROP FUNCTION notify_user_updated();
  `.execute(db);
}
