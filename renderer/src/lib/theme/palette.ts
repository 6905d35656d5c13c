/**
 * Brand colours. Navy carries the authority a security firm needs; the signal teal is used sparingly
 * for actions and highlights. Each shade pairing used for text was checked for WCAG AA contrast.
 */
export const navy = {
  50: '#eef3fb',
  100: '#d7e2f4',
  200: '#aec4e8',
  300: '#7f9fd6',
  400: '#5479bf',
  500: '#3a5ea6',
  600: '#2c4a88',
  700: '#213a6c',
  800: '#162a52',
  900: '#0e1c3a',
  950: '#070f22',
} as const;

export const signal = {
  50: '#e8fbf8',
  100: '#c6f4ec',
  200: '#90e8da',
  300: '#52d6c2',
  400: '#22bfa9',
  500: '#0ea38f',
  600: '#0a8374',
  700: '#0b685d',
  800: '#0d534b',
  900: '#0e443f',
  950: '#032825',
} as const;

export const ink = {
  50: '#f6f8fb',
  100: '#eceff5',
  200: '#d9dee8',
  300: '#b7c0cf',
  400: '#8a96aa',
  500: '#647087',
  600: '#4a5568',
  700: '#343d4f',
  800: '#1f2636',
  900: '#121826',
  950: '#080c16',
} as const;
