import { type User as ApiUser, currentUserResponseSchema } from '@amoret/shared';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { exactJson } from '../../platform/exact-json.ts';
import type { Member } from '../../platform/request-context.types.ts';
import { loadMember } from './sessions/current-member.ts';

/** The User of spec section 3 as GET /api/user.php answers it. */
export function presentUser({ user, profile, mainPhoto }: Member, site: SiteWithCompany): ApiUser {
  return {
    status:
      user.status === 'confirmed' ? 'confirmed' : user.status === 'deleted' ? 'deleted' : 'not_confirmed',
    email: user.email,
    credits: user.credits,
    paid_user: user.paid_user,
    signup_date: new Date(user.signup_date).toISOString(),
    fictional_icon: site.fictional_icon,
    language: user.language,
    invisible: user.invisible,
    notifications_disabled: user.notifications_disabled,
    email_stop_reason: user.email_stop_reason,
    profile: {
      id: user.id,
      name: profile.name,
      country: profile.country,
      status: profile.status,
      // File names; the client puts the site's cdn_prefix before them (`match` is the thumbnail's).
      main_image: mainPhoto && {
        filename: mainPhoto.filename,
        thumb_filename: mainPhoto.thumb_filename,
        status: mainPhoto.status,
        match: mainPhoto.thumb_filename,
      },
    },
  };
}

/** `{user}` of a member by id, as the account calls answer it. */
export async function loadUserResponse(db: Executor, site: SiteWithCompany, userId: number) {
  return { user: presentUser(await loadMember(db, userId), site) };
}

const userJsonOf = new WeakMap<Member, { site: SiteWithCompany; json: string }>();

/**
 * GET /api/user.php's answer as JSON (checked against its schema outside production, see
 * `exactJson`). Kept with the member object: one from the member cache stays the same object until
 * a change of the member replaces it, and every member's shell asks this again and again.
 */
export function currentUserJson(member: Member | null, site: SiteWithCompany, production: boolean): string {
  const made = member && userJsonOf.get(member);
  if (made?.site === site) return made.json;
  const json = exactJson(
    currentUserResponseSchema,
    { user: member ? presentUser(member, site) : null },
    production,
    'GET /api/user.php',
  );
  if (member) userJsonOf.set(member, { site, json });
  return json;
}
