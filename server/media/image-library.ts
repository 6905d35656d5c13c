import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp as the server uses it, loaded on first use and set up once for the process. Loading it maps libvips and
 * its codecs (about 13 MB of the server's memory, measured by importing it into an empty process), and most of a
 * server's life passes without an upload or a social image to draw, so it is not loaded at start (issue 33's
 * memory at 10,000 pages).
 *
 * Its operation cache (on by default, up to 50 MB of bookkeeping) kept a large upload's decoded pieces alive
 * after the request: measured on one 40-megapixel JPEG, the process grew by 955 MB with it and 435 MB without.
 * Every upload is a different picture, so there is nothing to reuse. Threads per image stay sharp's default (one
 * on glibc Linux without jemalloc, against fragmentation); how many images at once is media/image-queue's business.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
