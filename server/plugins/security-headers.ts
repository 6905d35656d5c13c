import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * What answers written before any hook runs carry (a malformed URL, an oversized header, a stalled request):
 * they are short JSON errors, so the strictest policy fits them.
 */
export const errorAnswerSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/**
 * Helmet with a CSP the renderer passes: scripts only from our origin and the inline ones named by their
 * hash (the theme script the page carries in its head); inline styles are allowed because Chakra UI
 * (emotion) injects its generated styles at run time.
 */
export const securityHeaders = fp<{ inlineScriptHashes?: string[] }>(async (app, options) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
