import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { createDb } from '../database.ts';
import { DEMO_SITES } from './demo-sites.ts';
import { seedDemoData } from './seed.ts';

describe('demo seed', () => {
  it('seeds the demo sites and members once, and nothing on a second run', async () => {
    const { db } = createDb(await createTestDatabase(), 2);
    try {
      expect(await seedDemoData(db)).toBe(true);
      expect(await seedDemoData(db)).toBe(false);
      const sites = await db
        .selectFrom('sites')
        .select(['domain', 'niche', 'domain_language'])
        .orderBy('id')
        .execute();
      expect(sites).toHaveLength(DEMO_SITES.length);
      expect(sites).toEqual(
        expect.arrayContaining([
          { domain: 'localhost', niche: 1, domain_language: 'nl-NL' },
          expect.objectContaining({ niche: 2, domain_language: 'de-DE' }),
          expect.objectContaining({ niche: 7, domain_language: 'en-GB' }),
        ]),
      );
      const members = await db.selectFrom('users').select(['email', 'status']).execute();
      expect(members.length).toBeGreaterThanOrEqual(4);
      expect(members.every((m) => m.status === 'confirmed')).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
