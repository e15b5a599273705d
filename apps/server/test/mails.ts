import type { TestServer } from './test-app.ts';

/**
 * The mails a member got whose template is like `template` (SQL LIKE: `new_%`), oldest first, once
 * everything the server published has been handled by its notifier.
 */
export async function mailsTo(server: TestServer, userId: number, template: string) {
  await server.app.notifier.idle();
  return server.db
    .selectFrom('mails')
    .select(['template', 'subject', 'text', 'to_address', 'list_unsubscribe'])
    .where('user_id', '=', userId)
    .where('template', 'like', template)
    .orderBy('id')
    .execute();
}
