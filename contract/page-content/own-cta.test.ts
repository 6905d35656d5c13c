import { describe, expect, it } from 'vitest';
import { hasOwnCallToAction } from './own-cta';

describe('hasOwnCallToAction', () => {
  it('counts a closing panel and the contact form as a page’s own call to action, nothing else', () => {
    expect(hasOwnCallToAction([{ type: 'intro' }, { type: 'ctaSection' }])).toBe(true);
    // The contact page must not end by inviting its visitor to the contact page.
    expect(hasOwnCallToAction([{ type: 'banner' }, { type: 'contactForm' }, { type: 'faq' }])).toBe(true);
    expect(hasOwnCallToAction([{ type: 'banner' }, { type: 'faq' }])).toBe(false);
  });
});
