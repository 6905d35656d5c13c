/** Up to two initials of a name ("Mara Lindqvist" → "ML"): what stands in for a person's or partner's picture. */
export function initials(name: string): string {
  const words = name.split(/[\s&-]+/).filter((word) => /^[A-Za-z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
