import { randomBytes } from 'node:crypto';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import type { UserRole } from '@kt/shared/constants';

/** A fresh user signed in in their own browser context (the register call set the cookie). */
export type Person = { context: BrowserContext; page: Page; id: string; email: string; password: string };

export type PersonOptions = { role?: UserRole; firstName?: string; lastName?: string; password?: string };

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
    const people: Person[] = [];
    await use(async ({ role = 'freelancer', firstName = 'Test', lastName = 'Tester', password } = {}) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const email = `e2e.${role}.${Date.now()}.${randomBytes(4).toString('hex')}@example.test`;
      const person = { context, page, id: '', email, password: password ?? 'correct-horse-battery' };
      people.push(person);
      const res = await page.request.post('/api/auth/register', {
        data: { email, password: person.password, firstName, lastName, role },
      });
      expect(res.status(), 'sign-up through the API').toBe(201);
      person.id = ((await res.json()) as { user: { _id: string } }).user._id;
      return person;
    });
    for (const person of people) {
      await person.page.request.post('/api/auth/logout').catch(() => undefined);
      await person.context.close();
    }
  },
});

export { expect };
