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

/**
 * Waits until every mail to these members has left the queue (the job worker delivers them a moment
 * after the notifier wrote them): a test counting a request's statements then counts its own only.
 */
export async function mailsDelivered(server: TestServer, userIds: number[]): Promise<void> {
  await server.app.notifier.idle();
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const waiting = await server.db
      .selectFrom('mails')
      .select('id')
      .where('user_id', 'in', userIds)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (!waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mails to ${userIds.join(', ')} still queued after 10 s`);
}
