/** Text and attribute values inside the XML the server writes (sitemaps, the Atom feed). */
export const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
