/**
 * An SVG opened on its own is a document: this policy lets it draw (inline styles, embedded images) and
 * nothing else, even if sanitising ever missed something.
 */
export const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
