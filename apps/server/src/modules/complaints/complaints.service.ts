import type { ComplaintInput } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { requireReachableFor } from '../members/policies.ts';

/** Complaints one member or address may file per 24 hours; enough for real trouble, not for spam. */
export const COMPLAINTS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a complaint with who filed it, about what and when, for the support team. Visitors leave an
 * e-mail address to be answered at; a reported profile must be one the reporter may reach (same site,
 * active, not blocking the reporter: `requireReachable`), else 404 as for a missing id. A visitor on a
 * site that shows visitors no members may report only the fictional profiles landers show, so the
 * answer cannot tell which ids are members.
 */
export async function fileComplaint(
  db: Executor,
  ctx: RequestContext,
  input: ComplaintInput,
  /** May a visitor open real members' profiles on this site at all (logged-out search)? */
  visitorMayBrowse: boolean,
): Promise<number> {
  const reporter = ctx.member;
  const email = input.email ?? reporter?.user.email;
  if (!email) throw new AppError('badRequest', 400, { email: 'required' });
  if (input.profile_id !== undefined) {
    if (input.profile_id === reporter?.user.id) throw new AppError('notFound', 404);
    await requireReachableFor(db, ctx, input.profile_id, { visitorSeesMembers: visitorMayBrowse });
  }
  const since = new Date(ctx.now.getTime() - DAY_MS);
  const { n } = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>', since)
    .where((eb) =>
      reporter
        ? eb.or([eb('reporter_id', '=', reporter.user.id), eb('ip', '=', ctx.ip)])
        : eb('ip', '=', ctx.ip),
    )
    .executeTakeFirstOrThrow();
  if (n >= COMPLAINTS_PER_DAY) throw new AppError('tooManyComplaints', 429);
  const row = await db
    .insertInto('complaints')
    .values({
      site_id: ctx.site.id,
      reporter_id: reporter?.user.id ?? null,
      reported_id: input.kind === 'profile' ? (input.profile_id ?? null) : null,
      kind: input.kind,
      reason: input.reason,
      message: input.message,
      contact_email: email,
      ip: ctx.ip,
      created_at: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Complaints stay for the support team (a reported member's history), but what they hold of an erased
 * reporter goes: the contact address and the network address they filed from.
 */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor
    .updateTable('complaints')
    .set({ contact_email: null, ip: null })
    .where('reporter_id', '=', userId)
    .execute();
}
