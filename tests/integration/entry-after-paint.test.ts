import { describe, expect, it } from 'vitest';
import { moveEntryAfterFirstPaint as transform } from '../../scripts/build/entry-after-paint';

const built = `<head>
    <script src="/search-keys.js"></script>
    <script type="module" crossorigin src="/assets/index-GKx9b-r-.js"></script>
  </head>`;

describe('moveEntryAfterFirstPaint', () => {
  it('names the entry in a meta tag and leaves only load-app.js to request it: no module script in the head', () => {
    const html = transform(built);
    expect(html).toContain('<meta name="app-entry" content="/assets/index-GKx9b-r-.js" />');
    expect(html).toContain('<script src="/load-app.js"></script>');
    expect(html).not.toContain('type="module"');
  });

  it('fails the build when there is no entry to move, or a modulepreload would start it early anyway', () => {
    expect(() => transform('<head></head>')).toThrow(/no module entry script/);
    expect(() =>
      transform(built.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/x.js"></head>')),
    ).toThrow(/preloads modules/);
  });
});
