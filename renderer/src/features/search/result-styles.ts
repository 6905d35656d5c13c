/** Results and quick links are focused by arrow keys, so their focus ring must be plain to see in both themes. */
export const resultFocusRing = {
  outline: '2px solid',
  outlineColor: 'signal.focusRing',
  outlineOffset: '-2px',
} as const;
