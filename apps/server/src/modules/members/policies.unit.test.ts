import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SiteWithCompany } from '../../db/schema.ts';
import { type Member, requireRole } from '../../platform/request-context.ts';
import { isOperatorOf, isOwn, requireOther, requireOwn } from './policies.ts';

const memberOf = (id: number, role: 'member' | 'operator' = 'member', siteId = 1) =>
  ({ user: { id, role, site_id: siteId } }) as unknown as Member;
const site = { id: 1 } as SiteWithCompany;
/** A request whose session finds `member` (the request context's memo keeps the first answer). */
const requestOf = (member: Member | null) =>
  ({ server: { findMember: async () => member }, member: null }) as unknown as FastifyRequest;

describe('requireRole', () => {
  it('lets an operator through and answers the member', async () => {
    const operator = memberOf(7, 'operator');
    await expect(requireRole('operator')(requestOf(operator))).resolves.toBe(operator);
  });

  it('refuses a member with 403 forbidden and a visitor with 403 authentication_required', async () => {
    await expect(requireRole('operator')(requestOf(memberOf(7)))).rejects.toMatchObject({
      key: 'forbidden',
      statusCode: 403,
    });
    await expect(requireRole('operator')(requestOf(null))).rejects.toMatchObject({
      key: 'authentication_required',
      statusCode: 403,
    });
  });
});

describe('policies', () => {
  it("answers another member's record like a missing one", () => {
    const me = memberOf(1);
    expect(requireOwn({ user_id: 1, id: 5 }, me)).toEqual({ user_id: 1, id: 5 });
    expect(() => requireOwn({ user_id: 2 }, me)).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => requireOwn(undefined, me)).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(isOwn(null, 1)).toBe(false);
  });

  it('refuses acting on oneself with 400', () => {
    expect(() => requireOther(memberOf(1), 1)).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => requireOther(memberOf(1), 2)).not.toThrow();
  });

  it('knows an operator of this site only', () => {
    expect(isOperatorOf(memberOf(1, 'operator'), site)).toBe(true);
    expect(isOperatorOf(memberOf(1, 'operator', 2), site)).toBe(false);
    expect(isOperatorOf(memberOf(1), site)).toBe(false);
    expect(isOperatorOf(null, site)).toBe(false);
  });
});
