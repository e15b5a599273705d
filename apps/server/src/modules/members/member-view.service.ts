import type { MemberProfile, MemberResponse, ProfileCard, ViewedPhoto } from '@amoret/shared';
import type { Photo, Profile } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { photoUrl } from '../photos/photo-files.ts';
import { reachableBy } from './profile-access.ts';
import { notBlockedWith, presentCard, selectListedCards } from './profile-cards.ts';

/** One row of the widest profile grid. */
export const RELATED_PROFILES = 6;

/**
 * Another member's profile for `/members/{id}`. A profile the viewer may not reach (`reachableBy`:
 * another site, deleted, its member blocks the viewer, or invisible and never reached out to the
 * viewer) answers 404, exactly like a missing one. Opening the profile of someone who liked the
 * viewer clears that like's like_new.
 */
export async function viewMember(db: Executor, ctx: RequestContext, id: number): Promise<MemberResponse> {
  const viewerId = ctx.member?.user.id ?? null;
  const profile = await db
    .selectFrom('profiles as p')
    .selectAll('p')
    .where('p.user_id', '=', id)
    .where(reachableBy(ctx.site.id, viewerId))
    .executeTakeFirst();
  if (!profile) throw new AppError('notFound', 404);

  const [photos, relations, related] = await Promise.all([
    db
      .selectFrom('photos')
      .selectAll()
      .where('user_id', '=', id)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute(),
    viewerId !== null && viewerId !== id ? loadRelations(db, viewerId, id, ctx.now) : null,
    relatedProfiles(db, ctx, profile),
  ]);
  return { profile: presentMember(ctx, profile, photos, relations), related };
}

interface Relations {
  liked: boolean;
  likedBy: boolean;
  blocked: boolean;
}

async function loadRelations(db: Executor, viewerId: number, id: number, now: Date): Promise<Relations> {
  const [liked, likedBy, blocked] = await Promise.all([
    db
      .selectFrom('likes')
      .select('liker_id')
      .where('liker_id', '=', viewerId)
      .where('liked_id', '=', id)
      .executeTakeFirst(),
    // Seen now: the like is no longer new.
    db
      .updateTable('likes')
      .set((eb) => ({ seen_at: eb.fn.coalesce('seen_at', eb.val(now)) }))
      .where('liker_id', '=', id)
      .where('liked_id', '=', viewerId)
      .returning('liker_id')
      .executeTakeFirst(),
    db
      .selectFrom('blocks')
      .select('blocker_id')
      .where('blocker_id', '=', viewerId)
      .where('blocked_id', '=', id)
      .executeTakeFirst(),
  ]);
  return { liked: liked !== undefined, likedBy: likedBy !== undefined, blocked: blocked !== undefined };
}

/** Private photos reach premium members only; free members get the blurred image, visitors none. */
function presentPhotos(ctx: RequestContext, photos: Photo[], ownerId: number): ViewedPhoto[] {
  const prefix = ctx.site.cdn_prefix;
  const seesPrivate = ctx.member !== null && (ctx.member.user.paid_user || ctx.member.user.id === ownerId);
  return photos
    .filter((photo) => ctx.member !== null || !photo.private)
    .map((photo) => {
      const locked = photo.private && !seesPrivate;
      // A locked photo is its blurred copy only: the original's URL is never handed out.
      if (locked) {
        const blurred = `${prefix}${photo.blurred_filename}`;
        return { id: photo.id, url: blurred, thumb_url: blurred, locked };
      }
      return {
        id: photo.id,
        url: photoUrl(photo, 'full', prefix),
        thumb_url: photoUrl(photo, 'thumb', prefix),
        locked,
      };
    });
}

function presentMember(
  ctx: RequestContext,
  profile: Profile,
  photos: Photo[],
  relations: Relations | null,
): MemberProfile {
  const main = photos.find((p) => p.id === profile.main_photo_id) ?? null;
  const visible = new Set(ctx.site.visible_profile_fields);
  const shown = <T>(field: string, value: T): T | null => (visible.has(field) ? value : null);
  const card = presentCard(
    { ...profile, id: profile.user_id, thumb_filename: main?.thumb_filename ?? null },
    ctx,
  );
  const allPhotos = presentPhotos(ctx, photos, profile.user_id);
  return {
    ...card,
    gender: shown('gender', profile.gender),
    country: shown('country', profile.country),
    region: shown('region', profile.region),
    city: shown('city', profile.city),
    sexuality: shown('sexuality', profile.sexuality),
    reason: shown('reason', profile.reason) as MemberProfile['reason'],
    hair_colour: shown('hair_colour', profile.hair_colour) as MemberProfile['hair_colour'],
    eye_colour: shown('eye_colour', profile.eye_colour) as MemberProfile['eye_colour'],
    body_type: shown('body_type', profile.body_type),
    relationship_status: shown(
      'relationship_status',
      profile.relationship_status,
    ) as MemberProfile['relationship_status'],
    tattoos: shown('tattoos', profile.tattoos),
    interests: (visible.has('interests') ? profile.interests : []) as MemberProfile['interests'],
    main_image: allPhotos.find((p) => p.id === main?.id) ?? null,
    // Visitors see the main image only; more photos need an account.
    photos: ctx.member ? allPhotos : [],
    liked: relations?.liked ?? false,
    liked_by: relations?.likedBy ?? false,
    match: (relations?.liked ?? false) && (relations?.likedBy ?? false),
    blocked: relations?.blocked ?? false,
  };
}

/** Profiles like this one: same gender and country, the same region first, most recently active. */
async function relatedProfiles(db: Executor, ctx: RequestContext, profile: Profile): Promise<ProfileCard[]> {
  let query = selectListedCards(db, ctx.site.id).where('p.user_id', '<>', profile.user_id);
  if (profile.gender) query = query.where('p.gender', '=', profile.gender);
  if (profile.country) query = query.where('p.country', '=', profile.country);
  if (ctx.member) {
    query = query
      .where('p.user_id', '<>', ctx.member.user.id)
      .where(notBlockedWith(ctx.member.user.id) as never);
  }
  const rows = await query
    .orderBy((eb) => eb('p.region', 'is not distinct from', profile.region), 'desc')
    .orderBy('p.last_active_at', 'desc')
    .limit(RELATED_PROFILES)
    .execute();
  return rows.map((row) => presentCard(row, ctx));
}
