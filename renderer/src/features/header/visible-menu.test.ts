import { describe, expect, it } from 'vitest';
import { defaultHeaderConfig } from '../../../../contract/global-components/default-header-config';
import { testMenu } from './header.test-support';
import type { NavNode } from './visible-menu';
import { visibleMenu } from './visible-menu';

const texts = (nodes: NavNode[]) => nodes.map((node) => node.text);

describe('visibleMenu', () => {
  it('sorts every level by order and hides disabled items at every level', () => {
    const menu = visibleMenu(testMenu);
    expect(texts(menu)).toEqual(['Home', 'Services', 'Company', 'Solutions']);
    const [, services, company] = menu;
    expect(texts(company?.children ?? [])).toEqual(['Partners', 'Careers']);
    expect(texts(services?.children ?? [])).toEqual(['Advisory', 'Managed']);
    expect(texts(services?.children[0]?.children ?? [])).toEqual(['Strategy & Roadmapping', 'Resilience Assessment']);
  });

  it('turns a dropdown whose items are all disabled into a plain link', () => {
    const solutions = visibleMenu(testMenu).find((node) => node.text === 'Solutions');
    expect(solutions).toMatchObject({ link: '/solutions', children: [] });
  });

  it('ignores dropdown items when hasDropdown is false', () => {
    const [item] = visibleMenu([
      {
        text: 'Flat',
        link: '/flat',
        order: 1,
        enabled: true,
        hasDropdown: false,
        dropdownItems: [
          { text: 'Child', link: '/flat/child', order: 1, enabled: true, hasSubmenu: false, submenuItems: [] },
        ],
      },
    ]);
    expect(item?.children).toEqual([]);
  });

  it('gives the built-in menu six entries, Services and Company as dropdowns whose entries each say what they are', () => {
    const menu = visibleMenu(defaultHeaderConfig.menuItems);
    expect(texts(menu)).toEqual(['Home', 'Digital Transformation', 'Solutions', 'Services', 'Company', 'Contact']);
    expect(menu.filter((node) => node.children.length > 0).map((node) => node.text)).toEqual(['Services', 'Company']);
    expect(texts(menu[3]?.children ?? [])).toEqual([
      'CPRM Strategy & Roadmapping',
      'Cyber Resilience Assessment',
      'Securing AI Systems',
      'Zero Trust Security',
      'Cloud Security',
      'AI Fusion Centre',
    ]);
    expect(texts(menu[4]?.children ?? [])).toEqual(['Partners', 'Insights', 'Resources', 'News', 'Careers']);
    const entries = defaultHeaderConfig.menuItems.flatMap((item) => item.dropdownItems);
    expect(entries.filter((entry) => !entry.description)).toEqual([]);
  });

  it('drops an empty description, so no empty line is drawn', () => {
    const [item] = visibleMenu([
      {
        text: 'Services',
        link: '/services',
        order: 1,
        enabled: true,
        hasDropdown: true,
        dropdownItems: [
          { text: 'A', link: '/a', order: 1, enabled: true, description: '  ', hasSubmenu: false, submenuItems: [] },
        ],
      },
    ]);
    expect(item?.children[0]).not.toHaveProperty('description');
  });

  it('keeps ids unique across levels', () => {
    const ids = visibleMenu(testMenu).flatMap(function collect(node): string[] {
      return [node.id, ...node.children.flatMap(collect)];
    });
    expect(new Set(ids).size).toBe(ids.length);
  });
});
