/** WCAG contrast ratio of two computed `rgb(...)` colours. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const channels = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const [r = 0, g = 0, b = 0] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
