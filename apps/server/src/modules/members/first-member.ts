import { loggedOutSearchAllowed, memberIdParamsSchema, type RouteMatch } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { memberCard } from './member-card.service.ts';
import { viewMember } from './member-view.service.ts';

/**
 * The pages of one member and the call each starts with: the profile (GET /api/member.php, useMember)
 * and the pages of a link to a member (GET /api/member-card.php, useMemberCard).
 */
const FIRST_CALL: Record<string, 'view' | 'card'> = {
  'members-id': 'view',
  'members-id-landing': 'card',
  'members-id-landing2-slug': 'card',
  'members-id-landing3-slug': 'card',
  'members-id-signup': 'card',
};

/** The first call of a member's page: which one, for which member. */
export interface FirstMemberCall {
  call: 'view' | 'card';
  id: number;
}

/** The first call `match` makes if it is a page of one member with a valid id, else null. */
export function firstMemberCall(match: RouteMatch | null): FirstMemberCall | null {
  const call = match && FIRST_CALL[match.route.name];
  if (!call) return null;
  const params = memberIdParamsSchema.safeParse({ id: match.params.id });
  return params.success ? { call, id: params.data.id } : null;
}

/** A visitor's first call on a member's page with its answer, as the page's query cache holds it. */
export type FirstMemberAnswer = { id: number; photos: string[] } & (
  | { call: 'view'; data: Awaited<ReturnType<typeof viewMember>> }
  | { call: 'card'; data: Awaited<ReturnType<typeof memberCard>> }
);

/**
 * What a member's page's first call answers a visitor, for index.html, with the member's photo (the
 * page's largest paint) to preload: the services the calls use, as for a visitor without a traffic
 * source (the strictest rules: the page's own call would show as much or more). Only for visitors:
 * a member's view of a profile also marks that member's like as seen, which the page's own call does.
 * Null where the answer is no profile (missing, hidden, or members not shown to visitors): the page
 * then asks itself and shows what it gets.
 */
export async function firstMemberAnswer(
  db: Executor,
  ctx: RequestContext,
  { call, id }: FirstMemberCall,
): Promise<FirstMemberAnswer | null> {
  const visitorMayBrowse = loggedOutSearchAllowed(ctx.site, false);
  try {
    if (call === 'card') {
      const data = await memberCard(db, ctx, id, visitorMayBrowse);
      return { call, id, data, photos: data.profile.thumb_url ? [data.profile.thumb_url] : [] };
    }
    // The profile page answers a visitor only where visitors may browse (members.routes.ts).
    if (!visitorMayBrowse) return null;
    const data = await viewMember(db, ctx, id);
    // The photo the page shows first (member-photos.tsx): the main one, else the first.
    const { main_image: main, photos } = data.profile;
    const first = main ?? photos[0];
    return { call, id, data, photos: first && !first.locked ? [first.url] : [] };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}
