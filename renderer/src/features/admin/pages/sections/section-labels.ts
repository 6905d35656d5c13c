const overrides: Record<string, string> = {
  faq: 'FAQ',
  ctaSection: 'Call to action',
  homeCtaSection: 'Home call to action',
  heroCarousel: 'Hero carousel',
  sections: 'Text blocks',
};

/** A human name for a content key: `featuresSection` -> "Features section". */
export function sectionLabel(key: string): string {
  const known = overrides[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
