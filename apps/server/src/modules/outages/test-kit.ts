/** Test helpers for outages: staff, districts, and declaring and ending through the real API. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { District, OutageDto } from '@kt/shared';
import type { App } from '../../app.ts';
import { users } from '../../db/schema.ts';
import { as, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';

/** Programme staff with two-factor on (who declare outages). */
export async function makeProgrammeStaff(app: App): Promise<TestUser> {
  const u = await makeUser(app, { isProgramme: true });
  await app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, u.id));
  return u;
}

export async function setDistrict(app: App, user: TestUser, district: District | null) {
  const res = await as(app, user).put('/api/auth/me/district', { district });
  expect(res.statusCode, res.body).toBe(200);
}

export async function declare(
  app: App,
  staff: TestUser,
  districts: District[],
  startsAt = new Date(),
  endsAt: Date | null = null,
) {
  const res = await as(app, staff).post('/api/admin/outages', {
    districts,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt?.toISOString() ?? null,
    reason: 'Mobile internet suspended by the authorities',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().outage as OutageDto;
}

export async function endNow(app: App, staff: TestUser, outageId: string) {
  const res = await as(app, staff).post(`/api/admin/outages/${outageId}/end`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().outage as OutageDto;
}

/** How long an ended outage lasted, in ms. */
export const lengthOf = (o: OutageDto) => Date.parse(o.endsAt!) - Date.parse(o.startsAt);
