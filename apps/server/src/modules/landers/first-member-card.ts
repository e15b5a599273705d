import { loggedOutSearchAllowed, memberIdParamsSchema, type RouteMatch } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { memberCard } from '../members/member-card.service.ts';

/** The pages of a link to one member, which start with GET /api/member-card.php (useMemberCard). */
const MEMBER_CARD_PAGES = new Set([
  'members-id-landing',
  'members-id-landing2-slug',
  'members-id-landing3-slug',
  'members-id-signup',
]);

/** The member card call of a visitor's member landing or signup page with its answer, for index.html. */
export interface FirstMemberCardAnswer {
  id: number;
  data: Awaited<ReturnType<typeof memberCard>>;
  /** The member's photo: the page's largest paint, preloaded with the HTML. */
  photos: string[];
}

/**
 * What a member landing or signup page's card call answers a visitor, for index.html: the service the
 * call uses, as for a visitor without a traffic source (the strictest rules: the page's own call would
 * show as much or more). Null on other pages and where the answer is no card (a missing or hidden
 * member): the page then asks itself and shows what it gets.
 */
export async function firstMemberCardAnswer(
  db: Executor,
  ctx: RequestContext,
  match: RouteMatch | null,
): Promise<FirstMemberCardAnswer | null> {
  if (!match || !MEMBER_CARD_PAGES.has(match.route.name)) return null;
  const params = memberIdParamsSchema.safeParse({ id: match.params.id });
  if (!params.success) return null;
  const { id } = params.data;
  try {
    const data = await memberCard(db, ctx, id, loggedOutSearchAllowed(ctx.site, false));
    return { id, data, photos: data.profile.thumb_url ? [data.profile.thumb_url] : [] };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}
