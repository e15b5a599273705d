import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as m001 from './migrations/001-sites.ts';
import * as m002 from './migrations/002-accounts.ts';
import * as m003 from './migrations/003-password-reset.ts';
import * as m004 from './migrations/004-account-deletion.ts';
import * as m005 from './migrations/005-photos.ts';
import * as m006 from './migrations/006-discovery.ts';
import * as m007 from './migrations/007-conversations.ts';
import * as m008 from './migrations/008-mail-events.ts';
import * as m009 from './migrations/009-login-failures-by-address.ts';
import * as m010 from './migrations/010-credit-ledger.ts';
import * as m011 from './migrations/011-chat.ts';
import * as m012 from './migrations/012-member-events.ts';
import * as m013 from './migrations/013-payments.ts';
import * as m014 from './migrations/014-discount-codes.ts';
import * as m015 from './migrations/015-direct-debit.ts';
import * as m016 from './migrations/016-hot-rows.ts';
import * as m017 from './migrations/017-likes-versions.ts';
import * as m018 from './migrations/018-message-ids.ts';
import * as m019 from './migrations/019-sends-without-notify.ts';
import * as m020 from './migrations/020-refusals-in-sql.ts';
import * as m021 from './migrations/021-conversation-ids.ts';
import * as m022 from './migrations/022-lighter-send-indexes.ts';
import * as m023 from './migrations/023-push-subscriptions.ts';
import * as m024 from './migrations/024-notification-mails.ts';
import * as m025 from './migrations/025-page-bounces.ts';
import * as m026 from './migrations/026-signup-date-index.ts';
import * as m027 from './migrations/027-page-bounce-visits.ts';
import * as m028 from './migrations/028-payments-found-by-reference.ts';
import * as m029 from './migrations/029-withheld-photos.ts';
import * as m030 from './migrations/030-payments-made-premium.ts';

// Listed here in order rather than read from disk, so the set is fixed at build time.
const migrations: Record<string, Migration> = {
  '001-sites': m001,
  '002-accounts': m002,
  '003-password-reset': m003,
  '004-account-deletion': m004,
  '005-photos': m005,
  '006-discovery': m006,
  '007-conversations': m007,
  '008-mail-events': m008,
  '009-login-failures-by-address': m009,
  '010-credit-ledger': m010,
  '011-chat': m011,
  '012-member-events': m012,
  '013-payments': m013,
  '014-discount-codes': m014,
  '015-direct-debit': m015,
  '016-hot-rows': m016,
  '017-likes-versions': m017,
  '018-message-ids': m018,
  '019-sends-without-notify': m019,
  '020-refusals-in-sql': m020,
  '021-conversation-ids': m021,
  '022-lighter-send-indexes': m022,
  '023-push-subscriptions': m023,
  '024-notification-mails': m024,
  '025-page-bounces': m025,
  '026-signup-date-index': m026,
  '027-page-bounce-visits': m027,
  '028-payments-found-by-reference': m028,
  '029-withheld-photos': m029,
  '030-payments-made-premium': m030,
};

/** Also for tests that migrate only up to an earlier migration. */
export const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
