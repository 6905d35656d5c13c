import sharp from 'sharp';

/**
 * sharp as the media library uses it, set up once for the process. Its operation cache (on by default, up to
 * 50 MB of bookkeeping) kept a large upload's decoded pieces alive after the request: measured on one
 * 40-megapixel JPEG, the process grew by 955 MB with it and 435 MB without. Every upload is a different
 * picture, so there is nothing to reuse. Threads per image stay sharp's default (one on glibc Linux without
 * jemalloc, against fragmentation); how many images at once is media/image-queue's business.
 */
sharp.cache(false);

export { sharp };
