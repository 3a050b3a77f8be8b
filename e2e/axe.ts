import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the whole page (the top bar, the navigation, the footer and any open dialog, not only
 * `main`), and a finding of any impact fails: minor and moderate ones too (issue 34). Each finding
 * is named with where it is, so a failure says what to fix.
 */
export async function expectNoAxeFindings(page: Page, what = page.url()) {
  // A notice sliding in (or a dialog fading) is half transparent for a moment: axe would read its
  // colours mid-way. Finite animations and transitions are let finish first.
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
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `accessibility findings on ${what}`).toEqual([]);
}
