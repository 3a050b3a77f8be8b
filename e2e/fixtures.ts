import { randomBytes } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { UserRole } from '@kt/shared/constants';
import { verifyEmail } from './mail.ts';

/** A fresh user signed in in their own browser context (the register call set the cookie). */
export type Person = { context: BrowserContext; page: Page; id: string; email: string; password: string };

export type PersonOptions = {
  role?: UserRole;
  firstName?: string;
  lastName?: string;
  password?: string;
  /** Follow the sign-up mail's verification link (default); false leaves the address unverified. */
  verified?: boolean;
};

/**
 * Signs a fresh user up through the API on `request` (a page's or a context's: the reply's cookie
 * signs that browser in). For a page that starts as a guest; otherwise use the `signUp` fixture.
 */
export async function register(request: APIRequestContext, options: PersonOptions = {}) {
  const { role = 'freelancer', firstName = 'Test', lastName = 'Tester' } = options;
  const password = options.password ?? 'correct-horse-battery';
  const email = `e2e.${role}.${Date.now()}.${randomBytes(4).toString('hex')}@example.test`;
  const res = await request.post('/api/auth/register', {
    data: { email, password, firstName, lastName, role },
  });
  expect(res.status(), 'sign-up through the API').toBe(201);
  const id = ((await res.json()) as { user: { _id: string } }).user._id;
  if (options.verified !== false) await verifyEmail(request, email);
  return { id, email, password };
}

type Fixtures = {
  /**
   * Signs up a new user through the API, each in a browser context of their own with the
   * project's options (viewport, phone emulation, base URL); every one is signed out and its
   * context closed when the test ends, whatever happened.
   */
  signUp: (options?: PersonOptions) => Promise<Person>;
};

export const test = base.extend<Fixtures>({
  signUp: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      return { context, page, ...(await register(page.request, options)) };
    });
    for (const context of contexts) {
      // A test may have closed it already (someone leaving is part of some journeys).
      await context.request.post('/api/auth/logout').catch(() => undefined);
      await context.close();
    }
  },
});

export { expect };
