import type { Banner } from '../../../../../contract/page-content/banner';
import { BannerSchema } from '../../../../../contract/page-content/banner';
import type { Intro } from '../../../../../contract/page-content/intro';
import { IntroSchema } from '../../../../../contract/page-content/intro';

export interface OpeningSections {
  banner?: Banner;
  /** Set only when the intro is the first section after the banner, i.e. part of the first screen. */
  intro?: Intro;
  /** Keys of the sections after the opening, for the placeholder shown while their code loads. */
  laterKeys: string[];
}

/**
 * The sections a page opens with, validated with their own schemas only: the hero and a leading intro
 * render with the first-load bundle, while the schemas of every other section load with the page body.
 */
export function openingSections(content: Record<string, unknown>): OpeningSections {
  const banner = BannerSchema.safeParse(content.banner);
  const keys = Object.keys(content).filter((key) => key !== 'banner' && content[key] !== undefined);
  const intro = keys[0] === 'intro' ? IntroSchema.safeParse(content.intro) : undefined;
  return {
    ...(banner.success ? { banner: banner.data } : {}),
    ...(intro?.success ? { intro: intro.data } : {}),
    laterKeys: intro?.success ? keys.slice(1) : keys,
  };
}
