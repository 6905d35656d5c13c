import type { ReactNode, SVGProps } from 'react';
import type { IconName } from '../../../../contract/page-content/fields';

/**
 * The icons content may name (contract `IconNameSchema`), drawn on the same 24-unit grid as the UI
 * icons but with a lighter stroke, so they read as illustration rather than as controls.
 */
type FeatureIconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number };

const glyphs: Record<IconName, ReactNode> = {
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.4 7.5 9.5 4.4-1.1 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </>
  ),
  cloud: <path d="M7 18.5h10.2a4.3 4.3 0 0 0 .6-8.6A6 6 0 0 0 6.3 9.6 4.5 4.5 0 0 0 7 18.5Z" />,
  brain: (
    <>
      <path d="M9.5 4.5a2.8 2.8 0 0 0-2.8 2.4 3 3 0 0 0-2 4.4 3 3 0 0 0 1 4.9 3 3 0 0 0 3.3 3.3 2.5 2.5 0 0 0 3-.9V5.6a2.7 2.7 0 0 0-2.5-1.1Z" />
      <path d="M14.5 4.5a2.8 2.8 0 0 1 2.8 2.4 3 3 0 0 1 2 4.4 3 3 0 0 1-1 4.9 3 3 0 0 1-3.3 3.3 2.5 2.5 0 0 1-3-.9" />
      <path d="M9 9.5h1.5M13.5 13H15M9 15h1.5" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
    </>
  ),
  network: (
    <>
      <circle cx="12" cy="5" r="2" />
      <circle cx="5" cy="18" r="2" />
      <circle cx="19" cy="18" r="2" />
      <circle cx="12" cy="13" r="1.6" />
      <path d="M12 7v4.4M10.7 14 6.5 16.8M13.3 14l4.2 2.8M7 18h10" />
    </>
  ),
  chart: (
    <>
      <path d="M4 4v16h16" />
      <path d="m7.5 15 3.5-4 3 2.5 5-6.5" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19.5a5.5 5.5 0 0 1 11 0M15.5 5a3.2 3.2 0 0 1 0 6.2M17.5 14.3a5.5 5.5 0 0 1 3 5.2" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.8" />
      <circle cx="12" cy="12" r="1.2" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </>
  ),
  layers: (
    <>
      <path d="m12 3.5 8.5 4.5-8.5 4.5L3.5 8 12 3.5Z" />
      <path d="m3.5 12 8.5 4.5 8.5-4.5M3.5 16l8.5 4.5 8.5-4.5" />
    </>
  ),
  zap: <path d="M13 2.5 4.5 13.5H12l-1 8 8.5-11H12l1-8Z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5Z" />
    </>
  ),
};

export function FeatureIcon({ name, size = 24, ...props }: FeatureIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {glyphs[name]}
    </svg>
  );
}
