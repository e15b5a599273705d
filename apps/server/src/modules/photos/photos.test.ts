import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { signUpMember } from '../../../test/members.ts';
import { messages } from '../../../test/messages.ts';
import { uploadPhoto } from '../../../test/photos.ts';
import { startTestServer, TEST_CONFIG, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await createSite(db, { domain: 'localhost' });
      await createSite(db, { domain: 'strict.example', photo_approval: true });
    },
  });
});
afterAll(() => server.close());

const jpegWithExif = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#b5656f' } })
    .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 52.37N 4.89E' } })
    .jpeg()
    .toBuffer();

/** A valid 1x1 PNG whose header claims 50,000 x 50,000 pixels (a decompression bomb's calling card). */
async function bombPng() {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const upload = (member: ReturnType<typeof client>, body: Buffer, query = '', host?: string) =>
  uploadPhoto(server.url, member, body, query, host);

const storedFiles = async () => (await readdir(TEST_CONFIG.uploadsDir).catch(() => [])).length;

describe('photo upload', () => {
  it('re-encodes without metadata, caps the size, makes thumbnails and sets the main photo', async () => {
    const m = await signUpMember(server.url, 'photo');
    const res = await upload(m.browser, await jpegWithExif());
    expect(res.status).toBe(200);
    expect(res.json.photo).toMatchObject({ status: 'active', private: false, main: true });
    const full = Buffer.from(await (await fetch(`${server.url}${res.json.photo.url}`)).arrayBuffer());
    const meta = await sharp(full).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(full.includes(Buffer.from('Secret Person'))).toBe(false);
    expect(meta.format).toBe('jpeg');
    // The thumbnail, the most fetched image, is a WebP served as one (static files go by extension).
    const thumbResponse = await fetch(`${server.url}${res.json.photo.thumb_url}`);
    expect(thumbResponse.headers.get('content-type')).toBe('image/webp');
    const thumb = await sharp(Buffer.from(await thumbResponse.arrayBuffer())).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 400]);
    const me = await m.browser.get('/api/user.php');
    expect(me.json.user.profile.main_image).toMatchObject({ status: 'active' });
    expect(res.json.photo.url).toBe(`/uploads/${me.json.user.profile.main_image.filename}`);
  });

  it('refuses non-images, decompression bombs and oversized files, leaving no file behind', async () => {
    const m = await signUpMember(server.url, 'photo');
    const before = await storedFiles();
    const text = await upload(m.browser, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(text.status).toBe(400);
    expect(text.json).toMatchObject({ error: 'invalidImage', message: messages('nl').errors.invalidImage });
    expect((await upload(m.browser, await bombPng())).json.error).toBe('invalidImage');
    const huge = await upload(m.browser, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect(await storedFiles()).toBe(before);
  });

  it('neutralises a polyglot: what was appended to the image does not survive', async () => {
    const m = await signUpMember(server.url, 'photo');
    const polyglot = Buffer.concat([
      await jpegWithExif(),
      Buffer.from('PK\u0003\u0004<?php system($_GET[1]); ?>'),
    ]);
    const res = await upload(m.browser, polyglot);
    expect(res.status).toBe(200);
    const full = Buffer.from(await (await fetch(`${server.url}${res.json.photo.url}`)).arrayBuffer());
    expect(full.includes(Buffer.from('<?php'))).toBe(false);
  });

  it('allows 3 photos to free members and 25 to premium members', async () => {
    const m = await signUpMember(server.url, 'photo');
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 3; i++) expect((await upload(m.browser, image)).status).toBe(200);
    const fourth = await upload(m.browser, image);
    expect(fourth.status).toBe(409);
    expect(fourth.json).toMatchObject({
      error: 'photoLimit',
      message: messages('nl').errors.photoLimit.replace('{{limit}}', '3'),
    });
    await server.db.updateTable('users').set({ paid_user: true }).where('email', '=', m.email).execute();
    expect((await upload(m.browser, image)).status).toBe(200);
  });
});

describe('managing photos', () => {
  it('changes the main photo, makes one private, deletes one; others cannot touch them', async () => {
    const a = await signUpMember(server.url, 'photo');
    const b = await signUpMember(server.url, 'photo');
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#654321' } })
      .jpeg()
      .toBuffer();
    const first = (await upload(a.browser, image)).json.photo;
    const second = (await upload(a.browser, image)).json.photo;
    expect((await b.browser.put('/api/photos.php', { id: first.id, main: true })).status).toBe(404);
    expect((await client(server.url).post('/api/photos.php')).status).toBe(403);
    const other = await fetch(`${server.url}/api/photos.php`, {
      method: 'DELETE',
      headers: {
        'content-type': 'application/json',
        cookie: `amoret_session=${b.browser.jar.get('amoret_session')}`,
      },
      body: JSON.stringify({ id: first.id }),
    });
    expect(other.status).toBe(404);

    let list = (await a.browser.put('/api/photos.php', { id: second.id, main: true })).json.photos;
    expect(list.find((p: { main: boolean }) => p.main).id).toBe(second.id);
    list = (await a.browser.put('/api/photos.php', { id: second.id, private: true })).json.photos;
    expect(list.find((p: { id: number }) => p.id === second.id)).toMatchObject({
      private: true,
      main: false,
    });

    const deleted = await fetch(`${server.url}/api/photos.php`, {
      method: 'DELETE',
      headers: {
        'content-type': 'application/json',
        cookie: `amoret_session=${a.browser.jar.get('amoret_session')}`,
      },
      body: JSON.stringify({ id: first.id }),
    });
    expect(deleted.status).toBe(200);
    const after = (await a.browser.get('/api/photos.php')).json.photos;
    expect(after.map((p: { id: number }) => p.id)).toEqual([second.id]);
    expect((await fetch(`${server.url}${first.url}`)).status).toBe(404);
  });

  it('holds new photos for approval where the site asks; only operators decide', async () => {
    const m = client(server.url, { host: 'strict.example' });
    await m.post('/api/signup.php', {
      email: 'strict-photo@example.com',
      name: 'Strict',
      password: 'a good password',
      date_of_birth: '1990-01-01',
    });
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#abcdef' } })
      .jpeg()
      .toBuffer();
    const photo = (await upload(m, image, '', 'strict.example')).json.photo;
    expect(photo).toMatchObject({ status: 'pending', main: false });
    expect((await m.post('/api/photo-review.php', { id: photo.id, status: 'active' })).status).toBe(403);
    const operator = client(server.url, { host: 'strict.example' });
    await operator.post('/api/signup.php', {
      email: 'op@example.com',
      name: 'Operator',
      password: 'a good password',
      date_of_birth: '1980-01-01',
    });
    await server.db
      .updateTable('users')
      .set({ role: 'operator' })
      .where('email', '=', 'op@example.com')
      .execute();
    expect((await operator.post('/api/photo-review.php', { id: photo.id, status: 'active' })).status).toBe(
      200,
    );
    const list = (await m.get('/api/photos.php')).json.photos;
    expect(list[0]).toMatchObject({ status: 'active', main: true });
  });
});
