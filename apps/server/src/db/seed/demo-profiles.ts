import {
  type BODY_TYPES,
  type EYE_COLOURS,
  INTEREST_KEYS,
  JOIN_REASONS,
  type RELATIONSHIP_STATUSES,
  type SEXUALITIES,
} from '@amoret/shared';
import type { AvatarPerson, HairColour } from './demo-avatars.ts';
import { pickFirstName } from './demo-names.ts';
import type { Place } from './demo-places.ts';
import type { Random } from './demo-random.ts';

type Gender = 'male' | 'female';
type Sexuality = (typeof SEXUALITIES)[number];
type Weights<K extends string> = Partial<Record<K, number>>;

/** A generated member, before it has database ids: what the users, profiles and photos rows need. */
export interface PlannedProfile {
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  dateOfBirth: string;
  country: string;
  region: string | null;
  city: string | null;
  reason: (typeof JOIN_REASONS)[number];
  hairColour: HairColour;
  eyeColour: (typeof EYE_COLOURS)[number];
  bodyType: (typeof BODY_TYPES)[number];
  relationshipStatus: (typeof RELATIONSHIP_STATUSES)[number];
  tattoos: boolean;
  interests: string[];
  signupDate: Date;
  lastActiveAt: Date;
  /** Index into the avatar people of its gender; the photos are poses of that person. */
  person: number;
  /** A second photo: public (about 1 in 5), private (about 1 in 8) or none. */
  extraPhoto: 'public' | 'private' | null;
}

export interface SiteForDemo {
  niche: number;
  countries: string[];
  default_country: string;
}

/** Who a site's members are: share of women, and sexualities per gender. */
interface NicheMix {
  female: number;
  sexuality: Record<Gender, Weights<Sexuality>>;
}
const PLAIN_MIX: NicheMix = {
  female: 0.5,
  sexuality: { female: { hetero: 80, bi: 12, lesbian: 8 }, male: { hetero: 82, bi: 10, gay: 8 } },
};
const NICHE_MIX: Record<number, NicheMix> = {
  1: PLAIN_MIX,
  // she-: women looking (mostly) for men.
  2: {
    female: 0.85,
    sexuality: { female: { hetero: 75, bi: 15, lesbian: 10 }, male: { hetero: 85, bi: 9, gay: 6 } },
  },
  // gay-: mostly gay and bi men.
  7: {
    female: 0.1,
    sexuality: { female: { lesbian: 40, bi: 35, hetero: 25 }, male: { gay: 70, bi: 25, hetero: 5 } },
  },
};

/** The first profiles of every site cover each gender with each of its sexualities, however few. */
const GUARANTEED: [Gender, Sexuality][] = [
  ['female', 'hetero'],
  ['male', 'gay'],
  ['female', 'lesbian'],
  ['male', 'hetero'],
  ['female', 'bi'],
  ['male', 'bi'],
];

const DAY_MS = 86_400_000;

/** Ages 18-80, most of them 25-55. */
function pickAge(random: Random): number {
  const band = random.weighted({ young: 14, core: 68, older: 18 });
  if (band === 'young') return random.int(18, 24);
  if (band === 'core') return random.int(25, 55);
  return random.int(56, 80);
}

/** A birth date that makes the member exactly `age` today (1-360 days after a birthday). */
function birthDate(now: Date, age: number, random: Random): string {
  const birthday = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  return new Date(birthday - random.int(1, 360) * DAY_MS).toISOString().slice(0, 10);
}

/** Signed up within two years; last active within 30 days (one in ten within the last hour). */
function activity(now: Date, random: Random) {
  const signupDate = new Date(now.getTime() - random.next() * 730 * DAY_MS);
  const recentMs = random.chance(0.1) ? random.next() * 3_600_000 : random.next() ** 2 * 30 * DAY_MS;
  const lastActive = Math.max(now.getTime() - recentMs, signupDate.getTime());
  return { signupDate, lastActiveAt: new Date(lastActive) };
}

function relationshipStatus(random: Random, age: number): PlannedProfile['relationshipStatus'] {
  return random.weighted({
    single: 50,
    divorced: age >= 35 ? 18 : 3,
    unmarried: 10,
    living_together: 5,
    married: 7,
    widowed: age >= 55 ? 10 : 0.5,
  });
}

/** The site's default country gets half of the members; the others share the rest. */
function pickCountry(random: Random, site: SiteForDemo, index: number): string {
  if (index < site.countries.length) return site.countries[index]!; // every country appears
  const others = site.countries.filter((c) => c !== site.default_country);
  if (others.length === 0 || random.chance(0.5)) return site.default_country;
  return random.pick(others);
}

type Unassigned = Omit<PlannedProfile, 'person' | 'hairColour'>;

/**
 * Gives each profile a person to show, taken in turn in the order search lists them (latest active
 * first), so neighbouring results show different faces; profiles with a second photo take turns among
 * the posing people, the others among the rest.
 */
function assignPeople(
  random: Random,
  profiles: Unassigned[],
  people: Record<Gender, readonly AvatarPerson[]>,
): PlannedProfile[] {
  const turns = (gender: Gender, posing: boolean) => {
    const indices = people[gender].flatMap((p, i) => (p.posing === posing ? [i] : []));
    return random.sample(indices, indices.length);
  };
  const queues = {
    female: { posing: turns('female', true), plain: turns('female', false), used: { posing: 0, plain: 0 } },
    male: { posing: turns('male', true), plain: turns('male', false), used: { posing: 0, plain: 0 } },
  };
  const byActivity = profiles
    .map((profile, index) => ({ profile, index }))
    .sort((a, b) => b.profile.lastActiveAt.getTime() - a.profile.lastActiveAt.getTime());
  const assigned = new Array<PlannedProfile>(profiles.length);
  for (const { profile, index } of byActivity) {
    const queue = queues[profile.gender];
    const kind = profile.extraPhoto || queue.plain.length === 0 ? 'posing' : 'plain';
    const person = queue[kind][queue.used[kind]++ % queue[kind].length]!;
    assigned[index] = { ...profile, person, hairColour: people[profile.gender][person]!.hairColour };
  }
  return assigned;
}

export interface PlanContext {
  random: Random;
  now: Date;
  people: Record<Gender, readonly AvatarPerson[]>;
  place: (country: string) => Place;
}

/** `count` varied, plausible members of a site, mixed according to its niche. */
export function planProfiles(site: SiteForDemo, count: number, ctx: PlanContext): PlannedProfile[] {
  const { random, now } = ctx;
  const mix = NICHE_MIX[site.niche] ?? PLAIN_MIX;
  const profiles = Array.from({ length: count }, (_, index): Unassigned => {
    const guaranteed = GUARANTEED[index];
    const gender: Gender = guaranteed?.[0] ?? (random.chance(mix.female) ? 'female' : 'male');
    const sexuality = guaranteed?.[1] ?? random.weighted(mix.sexuality[gender] as Record<Sexuality, number>);
    const age = pickAge(random);
    const country = pickCountry(random, site, index);
    const extra = random.next();
    return {
      name: pickFirstName(random, country, gender),
      gender,
      sexuality,
      dateOfBirth: birthDate(now, age, random),
      country,
      ...ctx.place(country),
      reason: random.pick(JOIN_REASONS),
      eyeColour: random.weighted({ brown: 40, blue: 30, green: 12, grey: 8, hazel: 10 }),
      bodyType: random.weighted({ slim: 35, normal: 50, fat: 15 }),
      relationshipStatus: relationshipStatus(random, age),
      tattoos: random.chance(age < 45 ? 0.35 : 0.15),
      interests: random.sample(INTEREST_KEYS, random.int(2, 8)),
      ...activity(now, random),
      extraPhoto: extra < 0.2 ? 'public' : extra < 0.325 ? 'private' : null,
    };
  });
  return assignPeople(random, profiles, ctx.people);
}
