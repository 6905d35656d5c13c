import type { ComponentType } from 'react';
import { brand } from '../../../../contract/brand';
import type { SocialIconProps } from '../../components/icons/social-icons';
import {
  FacebookIcon,
  GitHubIcon,
  InstagramIcon,
  LinkedInIcon,
  XIcon,
  YouTubeIcon,
} from '../../components/icons/social-icons';

interface SocialPlatform {
  name: string;
  Icon: ComponentType<SocialIconProps>;
}

const knownPlatforms: Record<string, SocialPlatform> = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  twitter: { name: 'X', Icon: XIcon },
  x: { name: 'X', Icon: XIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedInIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  youtube: { name: 'YouTube', Icon: YouTubeIcon },
  github: { name: 'GitHub', Icon: GitHubIcon },
};

// Editors type platform names freely ("LinkedIn", " X "), so matching ignores case and spacing.
const normalise = (platform: string) => platform.trim().toLowerCase();

/** The spec's rule: known platforms get their glyph, anything else falls back to LinkedIn's. */
export function getSocialIcon(platform: string): ComponentType<SocialIconProps> {
  return knownPlatforms[normalise(platform)]?.Icon ?? LinkedInIcon;
}

/** The label names the platform as written, even when its icon is the fallback, so the link does not mislead. */
export function getSocialLinkLabel(platform: string): string {
  const trimmed = platform.trim();
  const name = knownPlatforms[normalise(platform)]?.name ?? trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return `${brand.name} on ${name}`;
}
