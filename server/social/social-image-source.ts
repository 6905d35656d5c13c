import type { FastifyInstance } from 'fastify';
import { topicSlug } from '../../contract/articles';
import type { SocialImageKind, SocialImageSource } from '../../contract/social-image';
import { articleSocialImage, insightsSocialImage, socialArt, topicSocialImage } from '../../contract/social-image';

/**
 * What a published item's picture shows, read as the public site reads it (drafts never): null for anything not
 * published, so no picture is drawn for it.
 */
export async function socialImageSource(
  app: FastifyInstance,
  kind: SocialImageKind,
  slug: string,
): Promise<SocialImageSource | null> {
  switch (kind) {
    case 'page': {
      const page = await app.repos.pages.findPublishedBySlug(slug);
      return page ? { kind, slug, title: page.title, art: socialArt(page.blocks) } : null;
    }
    case 'subpage': {
      const [parent, own, ...rest] = slug.split('/');
      if (!parent || !own || rest.length > 0) return null;
      const subpage = await app.repos.subpages.findPublished(parent, own);
      return subpage ? { kind, slug, title: subpage.title, art: socialArt(subpage.blocks) } : null;
    }
    case 'article': {
      const article = await app.repos.articles.findPublishedBySlug(slug);
      return article ? articleSocialImage(article) : null;
    }
    case 'insights':
      return slug === insightsSocialImage.slug ? insightsSocialImage : null;
    case 'topic': {
      const topics = (await app.repos.articles.summaries()).flatMap((article) => article.topics);
      const label = topics.find((topic) => topicSlug(topic) === slug);
      return label ? topicSocialImage(slug, label) : null;
    }
  }
}
