/**
 * An uploaded SVG is a document that can carry scripts, event handlers and links. DOMPurify (with jsdom as its
 * DOM) keeps the drawing and drops the rest; what is served is the cleaned copy. Loaded on first use, so the
 * server starts without jsdom.
 */
export async function sanitizeSvg(text: string): Promise<string | null> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  try {
    const purify = createDOMPurify(window);
    // A reference inside the drawing (`<use href="#mark">`) stays; one to anywhere else goes.
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !data.attrValue.startsWith('#')) {
        data.keepAttr = false;
      }
    });
    // Parsed by HTML rules, which know SVG's mixed-case names (viewBox, linearGradient) where DOMPurify's XML
    // mode would drop them; what is served is this parsed, cleaned tree written out as XML, never the upload.
    const drawing = text.replace(/^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?/i, '');
    const clean = purify.sanitize(drawing, {
      USE_PROFILES: { svg: true, svgFilters: true },
      // No links out of the picture and no style sheets (which can fetch): a logo or an illustration needs neither.
      FORBID_TAGS: ['a', 'foreignObject', 'style'],
      // Reuse of a shape defined in the same drawing; the hook above keeps its reference inside.
      ADD_TAGS: ['use'],
      RETURN_DOM_FRAGMENT: true,
    });
    // One drawing and nothing around it.
    const root = clean.firstElementChild;
    if (clean.children.length !== 1 || root?.localName !== 'svg') return null;
    // Written back as XML (an HTML serialiser would leave a `<` inside an attribute, which XML refuses).
    return new window.XMLSerializer().serializeToString(root);
  } finally {
    window.close();
  }
}
