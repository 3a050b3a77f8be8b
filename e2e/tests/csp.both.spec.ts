import { expect, test, type Page } from '@playwright/test';

/**
 * The pages run under the server's Content-Security-Policy (no 'unsafe-inline' for styles, images
 * and sockets from this origin only) without a single violation: the UI library's injected
 * <style> elements carry the page's nonce, and the toaster's styles come from the style sheet.
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('pages, dialogs and toasts raise no CSP violation', async ({ page, isMobile }) => {
  const violations = await watch(page);
  for (const route of ['/', '/about', '/how-it-works', '/gallery', '/jobs', '/talent', '/contact']) {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await violations(), route).toEqual([]);
  }
  // A dialog (the phone menu, or the about page's branch modal) locks scrolling with a <style>.
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } else {
    await page.goto('/about');
    await page.getByRole('button', { name: 'View Location' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  expect(await page.locator('head style[nonce]').count()).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
  // A toast: a failed sign-in.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password' });
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((el) => getComputedStyle(el).position)).toBe('absolute'); // styled
  expect(await violations()).toEqual([]);
});

test('the policy is in force: a <style> without the nonce is refused', async ({ page }) => {
  const violations = await watch(page);
  await page.goto('/');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 3px solid red }';
    document.head.append(style);
  });
  await expect.poll(violations).toEqual([expect.stringMatching(/^style-src-elem inline/)]);
});
