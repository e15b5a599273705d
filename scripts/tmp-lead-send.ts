import { randomUUID } from 'node:crypto';
import { createDb } from '../apps/server/src/db/database.ts';
import { sendMessage } from '../apps/server/src/modules/chats/send-message.service.ts';
import { createMember, giveCredits } from '../apps/server/test/factories.ts';
const { db } = createDb('postgres://postgres@127.0.0.1:5432/lead_prof', { poolSize: 4 });
const { createSite } = await import('../apps/server/test/factories.ts');
const { migrateToLatest } = await import('../apps/server/src/db/migrate.ts');
await migrateToLatest(db);
const site = await createSite(db, { domain: `bench-${Date.now()}.example` });
const a = await createMember(db, site.id, {}, { paid: true });
const b = await createMember(db, site.id);
await giveCredits(db, a, 1_000_000);
const user = await db.selectFrom('users').selectAll().where('id', '=', a).executeTakeFirstOrThrow();
const ctx: any = { site: { ...site, company: {} }, member: { user }, locale: 'nl', now: new Date() };
const logs: string[] = [];
for (let i = 0; i < 50; i++) await sendMessage(db, ctx, { profile: b, kind: 'text', text: 'hoi', client_id: randomUUID() }, { perMinute: 0 });
const t0 = performance.now();
for (let i = 0; i < 300; i++) await sendMessage(db, ctx, { profile: b, kind: 'text', text: 'hoi', client_id: randomUUID() }, { perMinute: 0 });
console.log('sendMessage avg ms', ((performance.now() - t0) / 300).toFixed(2));




{
  const { db: db2 } = createDb('postgres://postgres@127.0.0.1:5432/lead_prof', { poolSize: 1 });
  const starts = new Map<any, [number, string]>();
  const times: string[] = [];
  const plugin: any = {
    transformQuery: (args: any) => { starts.set(args.queryId, [performance.now(), args.node.kind]); return args.node; },
    transformResult: async (args: any) => { const [t, k] = starts.get(args.queryId)!; times.push(`${k} ${(performance.now() - t).toFixed(2)}`); return args.result; },
  };
  const traced = db2.withPlugin(plugin);
  for (let i = 0; i < 20; i++) await sendMessage(traced, ctx, { profile: b, kind: 'text', text: 'hoi', client_id: randomUUID() }, { perMinute: 0 });
  times.length = 0;
  const t1 = performance.now();
  await sendMessage(traced, ctx, { profile: b, kind: 'text', text: 'hoi', client_id: randomUUID() }, { perMinute: 0 });
  console.log('one send', (performance.now() - t1).toFixed(2), 'ms:', times.join(' | '));
  await db2.destroy();
}
await db.destroy();
