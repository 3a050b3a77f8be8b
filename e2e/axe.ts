import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the whole page (the top bar, the navigation, the footer and any open dialog, not only
 * `main`), and a finding of any impact fails: minor and moderate ones too (issue 34). Each finding
 * is named with where it is, so a failure says what to fix.
 */
export async function expectNoAxeFindings(page: Page, what = page.url()) {
  // A notice sliding in or out (or a dialog fading) is half transparent for a moment: axe would read
  // its colours mid-way. A notice leaves by itself after a few seconds, which could fall while axe
  // reads the page: with the pointer over the notices their timers stand still (sonner pauses them),
  // so none starts leaving mid-check. Then finite animations and transitions are let finish.
  const notices = page.locator('[data-sonner-toast]');
  const held =
    (await notices.count()) > 0 &&
    (await notices
      .first()
      .hover({ timeout: 2_000 })
      .then(
        () => true,
        () => false,
      ));
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  if (held) await page.mouse.move(0, 0);
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `accessibility findings on ${what}`).toEqual([]);
}
