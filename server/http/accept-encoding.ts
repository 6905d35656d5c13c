export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Brotli first (smaller), then gzip: the order @fastify/compress and browsers agree on. */
const preference: ContentEncoding[] = ['br', 'gzip'];

/** The q-value a client gave an encoding in `Accept-Encoding` (`*` counts for any not named); 0 when refused. */
function qualityOf(header: string, encoding: string): number {
  let wildcard: number | null = null;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    if (name === encoding) return Number.isFinite(quality) ? quality : 0;
    if (name === '*') wildcard = Number.isFinite(quality) ? quality : 0;
  }
  return wildcard ?? 0;
}

/** The best encoding that both the client accepts and we have a body for; identity otherwise. */
export function preferredEncoding(
  header: string | undefined,
  available: Partial<Record<ContentEncoding, unknown>>,
): ContentEncoding {
  if (!header) return 'identity';
  return (
    preference.find((encoding) => available[encoding] !== undefined && qualityOf(header, encoding) > 0) ?? 'identity'
  );
}
