import type { Plugin } from 'vite';

/** The one font file a first paint needs: Inter's Latin subset (the others cover scripts the site does not use). */
const firstPaintFont = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload">` for Inter's Latin file to index.html, so its download starts with the page rather
 * than once the browser has laid out text in it: until it arrives the text shows in the metric-matched fallback,
 * and the largest text on a page (its LCP) is painted for good only when Inter is there. The file name carries
 * the build's hash, so this is done where the bundle is known.
 */
export function preloadFirstPaintFont(): Plugin {
  return {
    name: 'preload-first-paint-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) => firstPaintFont.test(fileName));
        if (font === undefined)
          throw new Error('preload-first-paint-font: no inter-latin-wght-normal-*.woff2 in the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
