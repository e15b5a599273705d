import { describe, expect, it } from 'vitest';
import { client } from '../../../test/http.ts';
import { signUpMember } from '../../../test/members.ts';
import { useTestServer } from '../../../test/test-app.ts';

const app = useTestServer();

describe('own profile', () => {
  it('saves the about-me answers of signup and reads them back', async () => {
    const { browser, ...m } = await signUpMember(app.server.url, 'profile');
    const empty = await browser.get('/api/profile.php');
    expect(empty.json.profile).toMatchObject({
      name: m.name,
      date_of_birth: m.date_of_birth,
      gender: null,
      interests: [],
    });
    const res = await browser.put('/api/profile.php', {
      gender: 'female',
      sexuality: 'bi',
      country: 'NL',
      region: 'NL-UT',
      city: 'Utrecht',
      reason: 'relationship',
      hair_colour: 'brown',
      eye_colour: 'green',
      body_type: 'normal',
      relationship_status: 'single',
      tattoos: false,
      interests: ['music', 'travelling', 'music'],
    });
    expect(res.status).toBe(200);
    expect(res.json.profile).toMatchObject({
      gender: 'female',
      region: 'NL-UT',
      city: 'Utrecht',
      interests: ['music', 'travelling'],
    });
    expect((await browser.get('/api/user.php')).json.user.profile.country).toBe('NL');
  });

  it('refuses values outside the lists and a region of another country, saving nothing', async () => {
    const { browser } = await signUpMember(app.server.url, 'profile');
    for (const bad of [
      { gender: 'robot' },
      { country: 'XX' },
      { country: 'NL', region: 'DE-BY' },
      { interests: ['nope'] },
      { city: 'x'.repeat(81) },
    ]) {
      const res = await browser.put('/api/profile.php', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await browser.get('/api/profile.php')).json.profile).toMatchObject({
      gender: null,
      country: null,
      region: null,
    });
  });

  it('changes name and date of birth with the signup rules', async () => {
    const { browser, ...m } = await signUpMember(app.server.url, 'profile');
    expect((await browser.put('/api/profile.php', { name: m.email })).json.fields.name).toBe(
      'Je naam mag niet hetzelfde zijn als je e-mailadres.',
    );
    expect((await browser.put('/api/profile.php', { date_of_birth: '2015-05-05' })).status).toBe(400);
    const ok = await browser.put('/api/profile.php', { name: 'After', date_of_birth: '1990-12-24' });
    expect(ok.json.profile).toMatchObject({ name: 'After', date_of_birth: '1990-12-24' });
  });

  it('is only for members', async () => {
    expect((await client(app.server.url).get('/api/profile.php')).status).toBe(403);
    expect((await client(app.server.url).put('/api/profile.php', { gender: 'male' })).status).toBe(403);
  });
});

describe('geocode', () => {
  it('answers the nearest place, or false, and refuses bad coordinates', async () => {
    const near = await client(app.server.url).get('/api/geocode.php?lat=52.09&lon=5.12');
    expect(near.json.geocode).toMatchObject({ country: 'NL' });
    expect(near.headers.get('cache-control')).toContain('max-age=3600');
    expect((await client(app.server.url).get('/api/geocode.php?lat=0&lon=-30')).json).toEqual({
      geocode: false,
    });
    expect((await client(app.server.url).get('/api/geocode.php?lat=91&lon=0')).status).toBe(400);
    expect((await client(app.server.url).get('/api/geocode.php?lat=abc&lon=0')).status).toBe(400);
  });
});
