import type { MemberCardDetails, ProfileCard } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { notBlockedByViewer, reachableBy } from './profile-access.ts';
import { presentCard, selectCards } from './profile-cards.ts';

/**
 * The card of one profile the viewer may reach (`reachableBy`), for the pages a link to it opens
 * (`/members/{id}/signup`: write to this profile and sign up; the member landing pages), with a few
 * lines about it as far as the site shows them (`visible_profile_fields`). Visitors get the site's
 * fictional profiles, which are the operator's own, and real members only where the site lets
 * visitors browse, so a run of ids cannot be used to collect members' names and photos. Anything else
 * answers 404, like a missing profile.
 */
export async function memberCard(
  db: Executor,
  ctx: RequestContext,
  id: number,
  /** May a visitor browse real members' profiles (the site's logged-out search rules)? */
  visitorMayBrowse: boolean,
): Promise<{ profile: ProfileCard; details: MemberCardDetails }> {
  const viewerId = ctx.member?.user.id ?? null;
  let query = selectCards(db)
    .select([
      'p.reason',
      'p.relationship_status',
      'p.body_type',
      'p.hair_colour',
      'p.eye_colour',
      'p.interests',
    ])
    .where('p.user_id', '=', id)
    .where(reachableBy(ctx.site.id, viewerId, { visitorSeesMembers: visitorMayBrowse }));
  if (viewerId !== null) query = query.where(notBlockedByViewer(viewerId));
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('notFound', 404);
  const visible = new Set(ctx.site.visible_profile_fields);
  const shown = <T>(field: string, value: T | null): T | null => (visible.has(field) ? value : null);
  return {
    profile: presentCard(row, ctx),
    details: {
      reason: shown('reason', row.reason) as MemberCardDetails['reason'],
      relationship_status: shown(
        'relationship_status',
        row.relationship_status,
      ) as MemberCardDetails['relationship_status'],
      body_type: shown('body_type', row.body_type),
      hair_colour: shown('hair_colour', row.hair_colour) as MemberCardDetails['hair_colour'],
      eye_colour: shown('eye_colour', row.eye_colour) as MemberCardDetails['eye_colour'],
      interests: (visible.has('interests') ? row.interests : []) as MemberCardDetails['interests'],
    },
  };
}
