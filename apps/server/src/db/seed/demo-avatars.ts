import type { HAIR_COLOURS } from '@amoret/shared';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import * as notionists from '@dicebear/notionists';
import sharp from 'sharp';
import { type ProcessedImage, processImage } from '../../modules/photos/image-processing.ts';
import { createRandom, type Random } from './demo-random.ts';

/**
 * Illustrated portraits for the demo profiles, drawn on this machine (never downloaded) with DiceBear
 * styles whose designs are CC0: Lorelei (Lisa Wischofsky) and Notionists (Zoish).
 */

type Gender = 'male' | 'female';
export type HairColour = (typeof HAIR_COLOURS)[number];

/** One drawn person: the features stay, the pose (mouth, background, direction) may change. */
export interface AvatarPerson {
  gender: Gender;
  style: 'lorelei' | 'notionists';
  seed: string;
  hairColour: HairColour;
  features: Record<string, unknown>;
  /** Also drawn in a second pose, for the profiles with a second or a private photo. */
  posing: boolean;
}

/** A photo of a person: the portrait (main photo) or a second pose (extra or private photo). */
export type Pose = 'portrait' | 'alternate';

/** Side in pixels; under the pipeline's 1600 px limit, so the full photo keeps it. */
const AVATAR_SIZE = 400;

const WARM_BACKGROUNDS = [
  'f6d6c3',
  'f9c9b6',
  'f7e0b5',
  'f3c6cf',
  'fbd7a8',
  'f2c4a8',
  'fde3cf',
  'efc7b8',
  'f8d3c5',
  'f4dcb0',
];
/** Lorelei mouths that smile (the others stick out a tongue, show fangs or look sad). */
const SMILES = [
  'happy01',
  'happy02',
  'happy03',
  'happy05',
  'happy08',
  'happy10',
  'happy11',
  'happy13',
  'happy14',
  'happy17',
  'happy18',
];
const SKIN_TONES = ['f9dcc4', 'f2c9a0', 'e8b48a', 'c68a5c', 'a0673f', '7a4a2a'];
const HAIR_TINTS: Record<HairColour, string> = {
  black: '2b2220',
  brown: '6b4226',
  blond: 'e0b860',
  red: 'b5532d',
  grey: 'a9a9a9',
  other: 'a64d79',
};
const HAIR_WEIGHTS: Record<HairColour, number> = {
  black: 22,
  brown: 36,
  blond: 24,
  red: 8,
  grey: 7,
  other: 3,
};

/** Hair variants that read as women's or men's cuts (picked by eye from the styles' catalogues). */
const variants = (numbers: string) => numbers.split(' ').map((n) => `variant${n.padStart(2, '0')}`);
const HAIR: Record<AvatarPerson['style'], Record<Gender, string[]>> = {
  lorelei: {
    female: variants('1 9 10 13 14 15 16 17 18 19 21 22 23 24 26 29 30 31 32 33 35 37 40 41 42 44 45 46 48'),
    male: variants('2 3 4 5 6 7 8 11 12 20 25 27 28 34 36 38 39 43 47'),
  },
  notionists: {
    female: variants('2 4 8 10 23 28 29 36 37 39 41 45 46 47 48 57 58 59 61 62 63'),
    male: variants(
      '1 3 5 6 7 9 12 13 15 16 17 18 19 21 22 24 25 26 27 30 31 32 33 34 35 38 40 42 43 44 49 50 51 52 53 54 55 56 60',
    ),
  },
};

/** Parts that look friendly: clear glasses (no sunglasses), no frowns, smiling notionist lips. */
const FRIENDLY = {
  loreleiGlasses: variants('1 3 4 5'),
  loreleiEyebrows: variants('1 2 3 5 6 7 8 9 10 11 12'),
  notionistsGlasses: variants('3 8 11'),
  notionistsLips: variants('3 4 13 14 17 20 21 22 23 24 30'),
};

/** A person in colour; the hair colour may be given (a demo member's own). */
export function describeLorelei(
  random: Random,
  gender: Gender,
  seed: string,
  hairColour: HairColour = random.weighted(HAIR_WEIGHTS),
): AvatarPerson {
  const male = gender === 'male';
  const features = {
    hair: [random.pick(HAIR.lorelei[gender])],
    hairColor: [HAIR_TINTS[hairColour]],
    skinColor: [random.pick(SKIN_TONES)],
    eyebrowsColor: ['3b2a20'],
    mouthColor: ['b9524c'],
    beardProbability: male && random.chance(0.35) ? 100 : 0,
    earringsProbability: random.chance(male ? 0.05 : 0.4) ? 100 : 0,
    glasses: FRIENDLY.loreleiGlasses,
    glassesProbability: random.chance(0.12) ? 100 : 0,
    eyebrows: FRIENDLY.loreleiEyebrows,
    frecklesProbability: random.chance(hairColour === 'red' ? 0.5 : 0.08) ? 100 : 0,
    hairAccessoriesProbability: !male && random.chance(0.08) ? 100 : 0,
  };
  return { gender, style: 'lorelei', seed, hairColour, features, posing: false };
}

function describeNotionists(random: Random, gender: Gender, seed: string): AvatarPerson {
  const hair = random.pick(HAIR.notionists[gender]);
  // Notionists draw hair in black ink; these two are drawn light.
  const hairColour = hair === 'variant61' ? 'grey' : hair === 'variant42' ? 'blond' : 'black';
  const features = {
    hair: [hair],
    beardProbability: gender === 'male' && random.chance(0.35) ? 100 : 0,
    glasses: FRIENDLY.notionistsGlasses,
    glassesProbability: random.chance(0.12) ? 100 : 0,
    lips: FRIENDLY.notionistsLips,
    gestureProbability: 0,
    bodyIconProbability: 0,
  };
  return { gender, style: 'notionists', seed, hairColour, features, posing: false };
}

/**
 * `count` different people of a gender, about 7 in 10 in colour (Lorelei), the rest in ink. A third
 * of them also pose a second time: drawing is the slow part, and only about a third of the profiles
 * need a second photo.
 */
export function describePeople(random: Random, gender: Gender, count: number, prefix: string) {
  const posing = Math.ceil(count / 3);
  return Array.from({ length: count }, (_, i): AvatarPerson => {
    const seed = `${prefix}-${gender}-${i}`;
    const person = random.chance(0.7)
      ? describeLorelei(random, gender, seed)
      : describeNotionists(random, gender, seed);
    return { ...person, posing: i < posing };
  });
}

function avatarSvg(person: AvatarPerson, pose: Pose): string {
  // The pose has its own stream, so both poses of a person share every feature.
  const random = createRandom(`${person.seed}:${pose}`);
  const gradient = random.chance(0.5);
  const common = {
    seed: person.seed,
    size: AVATAR_SIZE,
    flip: pose === 'alternate',
    backgroundColor: random.sample(WARM_BACKGROUNDS, gradient ? 2 : 1),
    backgroundType: [gradient ? ('gradientLinear' as const) : ('solid' as const)],
    backgroundRotation: [random.int(0, 359)],
  };
  if (person.style === 'lorelei') {
    const mouth = random.pick(SMILES) as 'happy01';
    return createAvatar(lorelei, { ...common, ...person.features, mouth: [mouth] }).toString();
  }
  return createAvatar(notionists, { ...common, ...person.features }).toString();
}

/** Draws a pose and runs it through the upload pipeline, exactly like a member's photo. */
export async function renderAvatar(person: AvatarPerson, pose: Pose): Promise<ProcessedImage> {
  const png = await sharp(Buffer.from(avatarSvg(person, pose)))
    .png({ compressionLevel: 0 })
    .toBuffer();
  return processImage(png);
}

/** Runs `task` on every item, at most `limit` at once; results in the items' order. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface RenderedPerson {
  portrait: ProcessedImage;
  /** The second pose, of posing people only. */
  alternate: ProcessedImage | null;
}

/** The poses of every person; four at a time, which keeps both cores of a small machine busy. */
export function renderPeople(people: readonly AvatarPerson[]): Promise<RenderedPerson[]> {
  return mapWithLimit(people, 4, async (person) => ({
    portrait: await renderAvatar(person, 'portrait'),
    alternate: person.posing ? await renderAvatar(person, 'alternate') : null,
  }));
}
