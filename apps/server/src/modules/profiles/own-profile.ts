import type { OwnProfile, ProfileUpdate } from '@amoret/shared';
import type { Profile } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export function presentOwnProfile(profile: Profile): OwnProfile {
  return {
    name: profile.name,
    date_of_birth: profile.date_of_birth,
    gender: profile.gender,
    sexuality: profile.sexuality,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    reason: profile.reason as OwnProfile['reason'],
    hair_colour: profile.hair_colour as OwnProfile['hair_colour'],
    eye_colour: profile.eye_colour as OwnProfile['eye_colour'],
    body_type: profile.body_type,
    relationship_status: profile.relationship_status as OwnProfile['relationship_status'],
    tattoos: profile.tattoos,
    interests: profile.interests as OwnProfile['interests'],
  };
}

/** Saves the given attributes; a new country without a region clears the old region. */
export async function updateOwnProfile(db: Executor, userId: number, update: ProfileUpdate) {
  const changes: Partial<Record<keyof ProfileUpdate, unknown>> = { ...update };
  if (update.country !== undefined && update.region === undefined) changes.region = null;
  if (update.interests) changes.interests = [...new Set(update.interests)];
  return db
    .updateTable('profiles')
    .set({ ...(changes as object), updated_at: new Date() })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Erasure of a member: the profile row stays (others' conversations point to it), emptied of the person. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor
    .updateTable('profiles')
    .set({
      name: '',
      date_of_birth: '1900-01-01',
      status: 'disabled',
      main_photo_id: null,
      gender: null,
      sexuality: null,
      country: null,
      region: null,
      city: null,
      reason: null,
      hair_colour: null,
      eye_colour: null,
      body_type: null,
      relationship_status: null,
      tattoos: null,
      interests: [],
    })
    .where('user_id', '=', userId)
    .execute();
}
