import type { IconProps } from './stroke-icon';
import { StrokeIcon } from './stroke-icon';

/**
 * Social network glyphs drawn for the site on the same 24-unit stroke grid as ui-icons, simplified so they
 * read at 18–20 px and take the surrounding text colour (currentColor) in both themes.
 */
export type SocialIconProps = IconProps;

const SocialGlyph = (props: SocialIconProps) => <StrokeIcon strokeWidth={1.8} {...props} />;

export const FacebookIcon = (props: SocialIconProps) => (
  <SocialGlyph {...props}>
    <path d="M17 3h-2.5A4.5 4.5 0 0 0 10 7.5V10H7v4h3v7h4v-7h3l.5-4H14V7.8c0-.5.4-.8.8-.8H17Z" />
  </SocialGlyph>
);

/** X (formerly Twitter): both platform names share this mark. */
export const XIcon = (props: SocialIconProps) => (
  <SocialGlyph {...props}>
    <path d="M4 4h4.5L20 20h-4.5Z" />
    <path d="M20 4l-6.4 7M4 20l6.4-7" />
  </SocialGlyph>
);

export const LinkedInIcon = (props: SocialIconProps) => (
  <SocialGlyph {...props}>
    <rect x="2.5" y="2.5" width="19" height="19" rx="3" />
    <path d="M7.5 10.5V17M7.5 7.2v.1M11.5 17v-6.5M11.5 13.5a2.8 2.8 0 0 1 5.5 0V17" />
  </SocialGlyph>
);

export const InstagramIcon = (props: SocialIconProps) => (
  <SocialGlyph {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.4 6.6v.1" />
  </SocialGlyph>
);

export const YouTubeIcon = (props: SocialIconProps) => (
  <SocialGlyph {...props}>
    <path d="M2.6 7.4A2.6 2.6 0 0 1 4.5 5.5C6.2 5 12 5 12 5s5.8 0 7.5.5a2.6 2.6 0 0 1 1.9 1.9c.4 1.6.4 4.6.4 4.6s0 3-.4 4.6a2.6 2.6 0 0 1-1.9 1.9C17.8 19 12 19 12 19s-5.8 0-7.5-.5a2.6 2.6 0 0 1-1.9-1.9C2.2 15 2.2 12 2.2 12s0-3 .4-4.6Z" />
    <path d="m10 9.2 5 2.8-5 2.8Z" />
  </SocialGlyph>
);

export const GitHubIcon = (props: SocialIconProps) => (
  <SocialGlyph {...props}>
    <path d="M9 19.5c-4.3 1.3-4.3-2.2-6-2.7M15 21.5v-3.6a3.1 3.1 0 0 0-.9-2.4c2.9-.3 5.9-1.4 5.9-6.4a5 5 0 0 0-1.4-3.5 4.6 4.6 0 0 0-.1-3.5s-1.1-.3-3.6 1.4a12.4 12.4 0 0 0-6.5 0C5.9 1.8 4.8 2.1 4.8 2.1a4.6 4.6 0 0 0-.1 3.5A5 5 0 0 0 3.3 9.1c0 5 3 6.1 5.9 6.4a3.1 3.1 0 0 0-.9 2.4v3.6" />
  </SocialGlyph>
);
