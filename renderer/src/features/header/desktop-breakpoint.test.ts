import { describe, expect, it } from 'vitest';
import { defaultHeaderConfig } from '../../../../contract/global-components/default-header-config';
import type { HeaderConfig } from '../../../../contract/global-components/header-config';
import { desktopBreakpoint } from './desktop-breakpoint';
import { visibleMenu } from './visible-menu';

/** The spec's menu with every item and group enabled. */
function fullMenu(config: HeaderConfig): HeaderConfig['menuItems'] {
  return config.menuItems.map((item) => ({
    ...item,
    enabled: true,
    dropdownItems: item.dropdownItems.map((entry) => ({
      ...entry,
      enabled: true,
      submenuItems: entry.submenuItems.map((sub) => ({ ...sub, enabled: true })),
    })),
  }));
}

describe('desktopBreakpoint', () => {
  it('keeps the bar from 1024 px for the built-in menu', () => {
    expect(desktopBreakpoint(visibleMenu(defaultHeaderConfig.menuItems))).toBe('lg');
  });

  it('moves the bar to 1280 px for the full menu, which does not fit at 1024 px', () => {
    expect(desktopBreakpoint(visibleMenu(fullMenu(defaultHeaderConfig)))).toBe('xl');
  });

  it('keeps the bar from 1024 px for a short menu', () => {
    const short = visibleMenu(defaultHeaderConfig.menuItems).slice(0, 3);
    expect(desktopBreakpoint(short)).toBe('lg');
  });
});
