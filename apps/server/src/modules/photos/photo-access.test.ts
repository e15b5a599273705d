import { afterAll, beforeAll, expect, test } from 'vitest';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { solidJpeg, uploadPhoto } from '../../../test/photos.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

/**
 * Every photo file URL the server ever handed out, and every name derivable from them, asked for by
 * everyone who might try: only those who may see a photo get its file.
 */

let server: TestServer;
let siteA: number;
let siteB: number;
beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      siteA = (await createSite(db, { domain: 'localhost' })).id;
      siteB = (await createSite(db, { domain: 'other.example' })).id;
    },
  });
});
afterAll(() => server.close());

type Viewer = 'visitor' | 'free' | 'premium' | 'blockedPremium' | 'otherSitePremium' | 'owner' | 'operator';
const VIEWERS: Viewer[] = [
  'visitor',
  'free',
  'premium',
  'blockedPremium',
  'otherSitePremium',
  'owner',
  'operator',
];
const EVERYONE = new Set<Viewer>(VIEWERS);
const NOBODY = new Set<Viewer>();
const MAY_SEE_PRIVATE = new Set<Viewer>(['premium', 'owner', 'operator']);
const OWNER_AND_OPERATOR = new Set<Viewer>(['owner', 'operator']);

interface Photo {
  id: number;
  url: string;
  thumb_url: string;
}

test('private, rejected, unpublished and other sites’ photo files reach only those who may see them', async () => {
  const db = server.db;
  const ownerId = await createMember(db, siteA, { name: 'Fenna' }, { paid: true });
  const owner = await loggedIn(server.url, db, ownerId);
  const up = async (colour: string, query = '') => {
    const res = await uploadPhoto(server.url, owner, await solidJpeg(colour), query);
    expect(res.status).toBe(200);
    return res.json.photo as Photo;
  };
  const handedOut = new Map<string, Set<Viewer>>();
  const hand = (url: string, who: Set<Viewer>) => handedOut.set(url, who);

  const publicPhoto = await up('#111111');
  const privatePhoto = await up('#222222', '?private=1');
  const laterPrivate = await up('#333333');
  const laterRejected = await up('#444444');
  const otherOwnerId = await createMember(db, siteB, { name: 'Otto' }, { paid: true });
  const otherOwner = await loggedIn(server.url, db, otherOwnerId, 'other.example');
  const otherSite = (
    await uploadPhoto(server.url, otherOwner, await solidJpeg('#555555'), '?private=1', 'other.example')
  ).json.photo as Photo;

  // The public URLs of the two photos that change later: they must stop working.
  hand(laterPrivate.url, NOBODY);
  hand(laterPrivate.thumb_url, NOBODY);
  hand(laterRejected.url, NOBODY);
  hand(laterRejected.thumb_url, NOBODY);
  expect((await owner.put('/api/photos.php', { id: laterPrivate.id, private: true })).status).toBe(200);
  const operatorId = await createMember(db, siteA, { name: 'Olga' });
  await db.updateTable('users').set({ role: 'operator' }).where('id', '=', operatorId).execute();
  const operator = await loggedIn(server.url, db, operatorId);
  const review = await operator.post('/api/photo-review.php', { id: laterRejected.id, status: 'rejected' });
  expect(review.status).toBe(200);

  const blockedId = await createMember(db, siteA, { gender: 'male' }, { paid: true });
  const viewers: Record<Viewer, ReturnType<typeof client>> = {
    visitor: client(server.url),
    free: await loggedIn(server.url, db, await createMember(db, siteA, { gender: 'male' })),
    premium: await loggedIn(
      server.url,
      db,
      await createMember(db, siteA, { gender: 'male' }, { paid: true }),
    ),
    blockedPremium: await loggedIn(server.url, db, blockedId),
    otherSitePremium: await loggedIn(
      server.url,
      db,
      await createMember(db, siteB, { gender: 'male' }, { paid: true }),
      'other.example',
    ),
    owner,
    operator,
  };
  expect((await owner.post('/api/blocks.php', { id: blockedId })).status).toBe(200);

  // What the owner's own list hands out now.
  const own = (await owner.get('/api/photos.php')).json.photos as Photo[];
  const byId = new Map(own.map((p) => [p.id, p]));
  hand(byId.get(publicPhoto.id)!.url, EVERYONE);
  hand(byId.get(publicPhoto.id)!.thumb_url, EVERYONE);
  for (const id of [privatePhoto.id, laterPrivate.id]) {
    hand(byId.get(id)!.url, MAY_SEE_PRIVATE);
    hand(byId.get(id)!.thumb_url, MAY_SEE_PRIVATE);
  }
  hand(byId.get(laterRejected.id)!.url, OWNER_AND_OPERATOR);
  hand(byId.get(laterRejected.id)!.thumb_url, OWNER_AND_OPERATOR);
  // Another site's photo, asked for on this site, is nobody's here.
  hand(otherSite.url, NOBODY);
  hand(otherSite.thumb_url, NOBODY);

  // What profile views hand out: blurred copies to free members (public by design), originals to premium.
  for (const who of ['free', 'premium'] as const) {
    const view = await viewers[who].get(`/api/member.php?id=${ownerId}`);
    expect(view.status).toBe(200);
    for (const photo of view.json.profile.photos as (Photo & { locked: boolean })[]) {
      if (photo.locked) {
        hand(photo.url, EVERYONE);
        hand(photo.thumb_url, EVERYONE);
      } else {
        expect(handedOut.has(photo.url)).toBe(true);
        expect(handedOut.has(photo.thumb_url)).toBe(true);
      }
    }
  }
  // No original's URL ever appears in a free member's or visitor's view.
  const freeView = (await viewers.free.get(`/api/member.php?id=${ownerId}`)).text;
  const visitorView = (await viewers.visitor.get(`/api/member.php?id=${ownerId}`)).text;
  for (const id of [privatePhoto.id, laterPrivate.id, laterRejected.id]) {
    for (const text of [freeView, visitorView]) {
      expect(text).not.toContain(byId.get(id)!.url);
      expect(text).not.toContain(`photo-file.php?id=${id}`);
    }
  }

  // Every derivable variant of every URL: other suffixes, other sizes, another photo id.
  const derived = new Set<string>();
  for (const url of handedOut.keys()) {
    const file = url.match(/^\/uploads\/(.+)\.jpg$/);
    if (file) {
      const base = file[1]!.replace(/-[bt]$/, '');
      for (const v of [base, `${base}-b`, `${base}-t`]) derived.add(`/uploads/${v}.jpg`);
    }
  }
  const allIds = [publicPhoto, privatePhoto, laterPrivate, laterRejected, otherSite].map((p) => p.id);
  for (const id of [...allIds, Math.max(...allIds) + 1])
    for (const size of ['full', 'thumb']) derived.add(`/api/photo-file.php?id=${id}&size=${size}`);
  // The stored names of every file too, as if guessed, straight from the public folder.
  const rows = await db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'status', 'private'])
    .execute();
  for (const row of rows)
    for (const key of [row.filename, row.thumb_filename]) {
      const url = `/uploads/${key}`;
      if (!handedOut.has(url)) hand(url, row.status === 'active' && !row.private ? EVERYONE : NOBODY);
    }
  for (const url of derived) if (!handedOut.has(url)) hand(url, NOBODY);
  // The route answers for this site's photos only, whatever a derived id names.
  hand(
    `/api/photo-file.php?id=${publicPhoto.id}&size=full`,
    new Set(['free', 'premium', 'owner', 'operator']),
  );
  hand(
    `/api/photo-file.php?id=${publicPhoto.id}&size=thumb`,
    new Set(['free', 'premium', 'owner', 'operator']),
  );

  const wrong: string[] = [];
  for (const [url, allowed] of handedOut) {
    for (const who of VIEWERS) {
      const res = await fetch(`${server.url}${url}`, {
        headers: { cookie: [...viewers[who].jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      // Full images are JPEG, thumbnails and blurred copies WebP.
      const served = res.status === 200 && /^image\/(jpeg|webp)$/.test(res.headers.get('content-type') ?? '');
      await res.arrayBuffer();
      if (served !== allowed.has(who)) wrong.push(`${who} ${url}: ${res.status}`);
      if (!served) expect(res.status).toBe(404);
    }
  }
  expect(wrong).toEqual([]);
  expect(handedOut.size).toBeGreaterThan(30);
});
