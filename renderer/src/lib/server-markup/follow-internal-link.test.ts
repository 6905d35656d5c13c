import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { followInternalLink } from './follow-internal-link';

function clickOn(html: string, init: Partial<Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey'>> = {}) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const target = container.querySelector('[data-target]') ?? container;
  const preventDefault = vi.fn();
  const event = {
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...init,
    target,
    currentTarget: container,
    preventDefault,
  } as unknown as MouseEvent<HTMLElement>;
  const navigate = vi.fn();
  followInternalLink(event, navigate);
  container.remove();
  return { navigate, preventDefault };
}

describe('followInternalLink', () => {
  it('hands a plain click on a site link (or on what it wraps) to the router, path, query and hash', () => {
    const { navigate, preventDefault } = clickOn(
      '<a href="/services/cloud-security?x=1#faq"><span data-target>Go</span></a>',
    );
    expect(navigate).toHaveBeenCalledWith('/services/cloud-security?x=1#faq');
    expect(preventDefault).toHaveBeenCalled();
  });

  it.each([
    ['another origin', '<a data-target href="https://example.com/">x</a>', {}],
    ['a new tab', '<a data-target href="/contact" target="_blank">x</a>', {}],
    ['a download', '<a data-target href="/file.pdf" download>x</a>', {}],
    ['a modified click', '<a data-target href="/contact">x</a>', { ctrlKey: true }],
    ['a middle click', '<a data-target href="/contact">x</a>', { button: 1 }],
    ['no link at all', '<p data-target>text</p>', {}],
  ])('leaves %s to the browser', (_label, html, init) => {
    const { navigate, preventDefault } = clickOn(html, init);
    expect(navigate).not.toHaveBeenCalled();
    expect(preventDefault).not.toHaveBeenCalled();
  });
});
