import { describe, expect, it } from 'vitest';
import {
  FacebookIcon,
  GitHubIcon,
  InstagramIcon,
  LinkedInIcon,
  XIcon,
  YouTubeIcon,
} from '../../components/icons/social-icons';
import { getSocialIcon, getSocialLinkLabel } from './social-platform';

describe('getSocialIcon', () => {
  it.each([
    ['facebook', FacebookIcon],
    ['twitter', XIcon],
    ['x', XIcon],
    ['linkedin', LinkedInIcon],
    ['instagram', InstagramIcon],
    ['youtube', YouTubeIcon],
    ['github', GitHubIcon],
  ])('chooses the %s glyph by platform name', (platform, icon) => {
    expect(getSocialIcon(platform)).toBe(icon);
  });

  it('treats x and twitter alike', () => {
    expect(getSocialIcon('twitter')).toBe(getSocialIcon('x'));
  });

  it('ignores case and surrounding spaces', () => {
    expect(getSocialIcon(' GitHub ')).toBe(GitHubIcon);
  });

  it('falls back to LinkedIn for an unknown platform', () => {
    expect(getSocialIcon('mastodon')).toBe(LinkedInIcon);
  });
});

describe('getSocialLinkLabel', () => {
  it('names the brand and the platform', () => {
    expect(getSocialLinkLabel('linkedin')).toBe('Aegisline on LinkedIn');
    expect(getSocialLinkLabel('twitter')).toBe('Aegisline on X');
  });

  it('keeps an unknown platform its own name rather than the fallback icon name', () => {
    expect(getSocialLinkLabel('mastodon')).toBe('Aegisline on Mastodon');
  });
});
