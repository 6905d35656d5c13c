import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What part of the page axe checks: one element (a dialog, a form) and/or everything but one (the toasts). */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * The whole page but the toasts: they belong to the shared toaster (checked with the shell), and one left from
 * signing in may be sliding in or out when a screen is checked.
 */
export const withoutToasts: AxeScope = { exclude: '[data-scope="toast"]' };

/** How long transitions may take to finish; Chakra's run for 0.1-0.5 s, so this only ends a stuck one. */
const settleTimeout = 10_000;

/**
 * Waits until no finite animation or transition is running. axe reads colours and opacity as they are at that
 * moment, so a control caught mid-transition is checked in a colour it only passes through: on the audit log at
 * 1440 px (dark) the pager's "Older" button is enabled in the same render that clears `aria-busy`, and for 0.2 s
 * fades from the disabled opacity (0.5) to 1. axe skips disabled controls but not that half-faded one: a run of the
 * admin-phone spec failed on color-contrast for `.css-1r661dj[type="button"]:nth-child(2)`, which is that button.
 * Infinite animations (spinners, skeletons) never finish, and scroll-driven ones run on a scroll timeline, not on
 * time: neither is waited for. `getAnimations()` flushes style first, so a transition a render has just asked for
 * is already in the list.
 */
export async function waitForAnimationsToSettle(page: Page) {
  try {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.timeline !== document.timeline ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: settleTimeout },
    );
  } catch (error) {
    // Name what is still moving, which a bare timeout would not.
    const running = await page
      .evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => {
            const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
            const what =
              animation instanceof CSSTransition
                ? `transition of ${animation.transitionProperty}`
                : animation instanceof CSSAnimation
                  ? `animation ${animation.animationName}`
                  : 'animation';
            return `${what} on ${target ? `${target.tagName.toLowerCase()}.${target.className}` : 'nothing'}`;
          }),
      )
      .catch(() => []);
    throw new Error(`Animations still running after ${settleTimeout} ms:\n${running.join('\n')}`, { cause: error });
  }
}

/**
 * Runs axe on the page (or the scope's part of it) once its animations have settled, and fails with the label
 * and one line per violated rule, naming the elements.
 */
export async function expectNoViolations(page: Page, label: string, scope: AxeScope = {}) {
  await waitForAnimationsToSettle(page);
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${label}\n${summary.join('\n')}`).toEqual([]);
}
