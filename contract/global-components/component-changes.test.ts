import { describe, expect, it } from 'vitest';
import { defaultCtaContent } from './default-cta-content';
import { defaultHeaderConfig } from './default-header-config';
import { componentChanges } from './component-changes';

describe('componentChanges', () => {
  it('names each top-level part that differs, as the editor labels it', () => {
    const theirs = {
      ...defaultHeaderConfig,
      showSearch: !defaultHeaderConfig.showSearch,
      menuItems: defaultHeaderConfig.menuItems.slice(1),
    };
    expect(componentChanges(defaultHeaderConfig, theirs)).toEqual(['Search', 'Menu items']);
  });

  it('counts a part added or removed, and finds nothing between equal versions', () => {
    const withSecondary = { ...defaultCtaContent, secondary: { text: 'Read more', link: '/about' } };
    const { secondary: _dropped, ...withoutSecondary } = withSecondary;
    expect(componentChanges(withoutSecondary, withSecondary)).toEqual(['Secondary button']);
    expect(componentChanges(withSecondary, withoutSecondary)).toEqual(['Secondary button']);
    expect(componentChanges(defaultCtaContent, structuredClone(defaultCtaContent))).toEqual([]);
  });
});
