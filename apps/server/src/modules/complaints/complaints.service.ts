import type { ComplaintInput } from '@amoret/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { CurrentUser } from '../accounts/sessions/current-member.ts';
import { requireReachable } from '../members/profile-access.ts';
import type { SiteWithCompany } from '../sites/sites.repo.ts';

/** Complaints one member or address may file per 24 hours; enough for real trouble, not for spam. */
export const COMPLAINTS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

interface ComplaintContext {
  db: Db;
  site: SiteWithCompany;
  reporter: CurrentUser | null;
  /** May a visitor open real members' profiles on this site at all (logged-out search)? */
  visitorMayBrowse: boolean;
  ip: string;
  now: Date;
}

/**
 * Stores a complaint with who filed it, about what and when, for the support team. Visitors leave an
 * e-mail address to be answered at; a reported profile must be one the reporter may reach (same site,
 * active, not blocking the reporter: `requireReachable`), else 404 as for a missing id. A visitor on a
 * site that shows visitors no members may report only the fictional profiles landers show, so the
 * answer cannot tell which ids are members.
 */
export async function fileComplaint(ctx: ComplaintContext, input: ComplaintInput): Promise<number> {
  const email = input.email ?? ctx.reporter?.user.email;
  if (!email) throw new AppError('badRequest', 400, { email: 'required' });
  if (input.profile_id !== undefined) {
    if (input.profile_id === ctx.reporter?.user.id) throw new AppError('notFound', 404);
    await requireReachable(ctx.db, ctx.site.site.id, ctx.reporter?.user.id ?? null, input.profile_id);
    if (!ctx.reporter && !ctx.visitorMayBrowse) {
      const shown = await ctx.db
        .selectFrom('profiles')
        .select('user_id')
        .where('user_id', '=', input.profile_id)
        .where('fictional', '=', true)
        .executeTakeFirst();
      if (!shown) throw new AppError('notFound', 404);
    }
  }
  const since = new Date(ctx.now.getTime() - DAY_MS);
  const { n } = await ctx.db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>', since)
    .where((eb) =>
      ctx.reporter
        ? eb.or([eb('reporter_id', '=', ctx.reporter.user.id), eb('ip', '=', ctx.ip)])
        : eb('ip', '=', ctx.ip),
    )
    .executeTakeFirstOrThrow();
  if (n >= COMPLAINTS_PER_DAY) throw new AppError('tooManyComplaints', 429);
  const row = await ctx.db
    .insertInto('complaints')
    .values({
      site_id: ctx.site.site.id,
      reporter_id: ctx.reporter?.user.id ?? null,
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
