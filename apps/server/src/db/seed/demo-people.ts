import type { Insertable, Transaction } from 'kysely';
import { hashPassword } from '../../modules/accounts/password.ts';
import type { ProcessedImage } from '../../modules/photos/image-processing.ts';
import { photoArea, storePhotoFiles } from '../../modules/photos/photo-files.ts';
import type { Storage } from '../../platform/storage.ts';
import type { Database, ProfilesTable } from '../schema.ts';
import {
  describeLorelei,
  describePeople,
  mapWithLimit,
  type RenderedPerson,
  renderPeople,
} from './demo-avatars.ts';
import { type LikeParty, planMemberLikes } from './demo-likes.ts';
import { loadTowns, pickPlace } from './demo-places.ts';
import { type PlannedProfile, planProfiles } from './demo-profiles.ts';
import { createRandom } from './demo-random.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo-sites.ts';

type Trx = Transaction<Database>;

export interface SeededSite {
  id: number;
  domain: string;
  niche: number;
  countries: string[];
  default_country: string;
  domain_language: string;
}

export interface PeopleOptions {
  storage: Storage;
  profilesPerSite: number;
  now: Date;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, few round trips. */
const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * People the profiles' photos show, per gender and shared by the sites (each site mostly uses one
 * gender). Every profile gets its own copy of the files, so the drawing is done once per person.
 */
const avatarPoolSize = (profilesPerSite: number) =>
  Math.min(120, Math.max(6, Math.ceil(profilesPerSite / 8)));

/** A profile waiting for its photos: the profiles row without main_photo_id, and the photos. */
interface ProfileWithPhotos {
  profile: Insertable<ProfilesTable>;
  photos: { image: ProcessedImage; private: boolean }[];
}

async function inBatches<T, R>(rows: readonly T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) results.push(...(await insert(rows.slice(i, i + BATCH))));
  return results;
}

/** Users rows, in batches; answers their ids in the order given. */
async function insertUsers(trx: Trx, rows: Insertable<Database['users']>[]): Promise<number[]> {
  const inserted = await inBatches(rows, (batch) =>
    trx.insertInto('users').values(batch).returning(['id', 'site_id', 'email']).execute(),
  );
  const ids = new Map(inserted.map((u) => [`${u.site_id}:${u.email}`, u.id]));
  return rows.map((u) => ids.get(`${u.site_id}:${u.email}`)!);
}

/**
 * Stores every photo as its own files (a copy of the drawing's bytes under fresh names, stored like
 * uploads), then inserts the photos and the profiles pointing at their first photo.
 */
async function insertProfilesWithPhotos(trx: Trx, storage: Storage, entries: ProfileWithPhotos[]) {
  const photos = entries.flatMap(({ profile, photos }) =>
    photos.map((photo) => ({ user_id: profile.user_id, ...photo })),
  );
  const photoRows = await mapWithLimit(photos, 16, async ({ user_id, image, private: isPrivate }) => ({
    row: {
      user_id,
      ...(await storePhotoFiles(
        storage,
        image,
        photoArea({ status: 'active', private: isPrivate, withheld: false }),
      )),
      width: image.width,
      height: image.height,
      private: isPrivate,
      status: 'active' as const,
    },
  }));
  const inserted = await inBatches(photoRows, (batch) =>
    trx
      .insertInto('photos')
      .values(batch.map((p) => p.row))
      .returning(['id', 'user_id', 'private'])
      .execute(),
  );
  // The first public photo of each member is the main one (photos come back in insertion order).
  const mainPhoto = new Map<number, number>();
  for (const photo of inserted)
    if (!photo.private && !mainPhoto.has(photo.user_id)) mainPhoto.set(photo.user_id, photo.id);
  await inBatches(entries, (batch) =>
    trx
      .insertInto('profiles')
      .values(
        batch.map(({ profile }) => ({ ...profile, main_photo_id: mainPhoto.get(profile.user_id) ?? null })),
      )
      .execute(),
  );
}

function generatedUser(site: SeededSite, planned: PlannedProfile, n: number): Insertable<Database['users']> {
  return {
    site_id: site.id,
    email: `demo-${n}@${site.domain}.invalid`,
    password_hash: '!', // matches no password: nobody can log in as a generated profile
    status: 'confirmed',
    role: 'member',
    confirmed_at: new Date(planned.signupDate.getTime() + 600_000),
    language: site.domain_language.slice(0, 2).toLowerCase(),
    signup_date: planned.signupDate,
  };
}

function generatedProfile(userId: number, p: PlannedProfile): Insertable<ProfilesTable> {
  return {
    user_id: userId,
    name: p.name,
    date_of_birth: p.dateOfBirth,
    status: 'active',
    gender: p.gender,
    sexuality: p.sexuality,
    country: p.country,
    region: p.region,
    city: p.city,
    reason: p.reason,
    hair_colour: p.hairColour,
    eye_colour: p.eyeColour,
    body_type: p.bodyType,
    relationship_status: p.relationshipStatus,
    tattoos: p.tattoos,
    interests: p.interests,
    fictional: true, // generated, so honestly marked: the site shows its fictional icon on them
    last_active_at: p.lastActiveAt,
  };
}

/** The photos of a generated profile: poses of its person, maybe a second public or a private one. */
function generatedPhotos(p: PlannedProfile, person: RenderedPerson): ProfileWithPhotos['photos'] {
  const photos = [{ image: person.portrait, private: false }];
  if (p.extraPhoto && person.alternate)
    photos.push({ image: person.alternate, private: p.extraPhoto === 'private' });
  return photos;
}

/** A generated profile of a site, inserted as a user. */
interface Generated {
  siteId: number;
  plan: PlannedProfile;
  userId: number;
}

/** The demo members' users rows (they log in with the README's password); answers their ids. */
async function insertDemoMembers(trx: Trx, sites: SeededSite[], signupDate: Date): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = DEMO_MEMBERS.map(
    (m): Insertable<Database['users']> => ({
      site_id: sites.find((s) => s.domain === m.domain)!.id,
      email: m.email,
      password_hash: passwordHash,
      status: 'confirmed',
      role: m.role ?? 'member',
      invisible: m.role === 'operator',
      confirmed_at: signupDate,
      language: m.language,
      signup_date: signupDate,
    }),
  );
  return insertUsers(trx, rows);
}

async function insertGenerated(trx: Trx, sites: SeededSite[], plans: PlannedProfile[][]) {
  const rows = sites.flatMap((site, s) => plans[s]!.map((plan, i) => ({ site, plan, n: i + 1 })));
  const ids = await insertUsers(
    trx,
    rows.map(({ site, plan, n }) => generatedUser(site, plan, n)),
  );
  return rows.map(({ site, plan }, i): Generated => ({ siteId: site.id, plan, userId: ids[i]! }));
}

/** Likes and matches between each demo member and fitting generated profiles of their own site. */
async function insertMemberLikes(
  trx: Trx,
  sites: SeededSite[],
  memberIds: number[],
  generated: Generated[],
  memberSignup: Date,
  now: Date,
) {
  const likes = DEMO_MEMBERS.flatMap((m, i) => {
    if (m.role === 'operator') return [];
    const siteId = sites.find((s) => s.domain === m.domain)!.id;
    const candidates: LikeParty[] = generated
      .filter((g) => g.siteId === siteId)
      .map((g) => ({ id: g.userId, gender: g.plan.gender, sexuality: g.plan.sexuality }));
    const member = { id: memberIds[i]!, ...m.profile, signupDate: memberSignup };
    return planMemberLikes(createRandom(`likes:${m.email}`), member, candidates, now);
  });
  if (likes.length > 0) await trx.insertInto('likes').values(likes).execute();
}

/**
 * The people of the demo sites: the demo members with full profiles and photos, `profilesPerSite`
 * generated profiles on every site, and likes and matches around each demo member.
 */
export async function seedPeople(trx: Trx, sites: SeededSite[], options: PeopleOptions): Promise<void> {
  const { now, storage, profilesPerSite } = options;
  const poolSize = avatarPoolSize(profilesPerSite);
  const people = {
    female: describePeople(createRandom('avatars:female'), 'female', poolSize, 'demo'),
    male: describePeople(createRandom('avatars:male'), 'male', poolSize, 'demo'),
  };
  const memberPeople = DEMO_MEMBERS.map((m, i) =>
    describeLorelei(
      createRandom(`member:${m.email}`),
      m.profile.gender,
      `member-${i}`,
      m.profile.hair_colour,
    ),
  );
  // Drawing takes the longest; it runs on sharp's threads while the database work goes on.
  const rendering = renderPeople([...people.female, ...people.male, ...memberPeople]);
  rendering.catch(() => {}); // awaited below; an earlier database error must not leave it unhandled

  const towns = loadTowns([...new Set(sites.flatMap((s) => s.countries))]);
  const plans = sites.map((site) => {
    const random = createRandom(`profiles:${site.domain}`);
    const place = (country: string) => pickPlace(random, towns, country);
    return planProfiles(site, profilesPerSite, { random, now, people, place });
  });
  const memberSignup = new Date(now.getTime() - 90 * DAY_MS);
  const memberIds = await insertDemoMembers(trx, sites, memberSignup);
  const generated = await insertGenerated(trx, sites, plans);

  const rendered = await rendering;
  const poses = { female: rendered.slice(0, poolSize), male: rendered.slice(poolSize, 2 * poolSize) };
  const memberPoses = rendered.slice(2 * poolSize);
  const members = DEMO_MEMBERS.map((m, i) => ({
    profile: {
      user_id: memberIds[i]!,
      name: m.name,
      date_of_birth: m.dob,
      status: 'active' as const,
      ...m.profile,
    },
    photos: [{ image: memberPoses[i]!.portrait, private: false }],
  }));
  const profiles = generated.map(({ plan, userId }) => ({
    profile: generatedProfile(userId, plan),
    photos: generatedPhotos(plan, poses[plan.gender][plan.person]!),
  }));
  await insertProfilesWithPhotos(trx, storage, [...members, ...profiles]);
  await insertMemberLikes(trx, sites, memberIds, generated, memberSignup, now);
}
