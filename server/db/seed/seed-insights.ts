import { topicSlug } from '../../../contract/articles';
import { prepareMedia } from '../../media/prepare-media';
import type { NewMedia } from '../../repositories/media-repository';
import type { Repositories } from '../../repositories/repositories';
import { seedArticles } from './content/insights/seed-articles';
import { seedPeople } from './content/insights/seed-people';
import { coverSvg } from './seed-covers';
import { seedPortrait } from './seed-portraits';

let covers: Promise<NewMedia[]> | undefined;

/** Drawn and processed once per process, as the other seeded pictures are (seed-media.ts). */
function preparedCovers(): Promise<NewMedia[]> {
  covers ??= Promise.all(
    seedArticles.map((article) =>
      prepareMedia(
        { fileName: `insight-${article.slug}.svg`, data: Buffer.from(coverSvg(article.slug, article.kind)) },
        article.coverAlt,
      ),
    ),
  );
  return covers;
}

/**
 * The first start's people (issue 30), each with an illustrated portrait in the media library, before the pages whose
 * team sections name them: their ids by slug.
 */
export async function seedPeopleOf(repos: Repositories): Promise<Map<string, number>> {
  const people = new Map<string, number>();
  for (const person of seedPeople) {
    const photo = person.photo ?? (await seedPortrait(repos, person));
    people.set(person.slug, await repos.people.createSeeded({ ...person, photo }));
  }
  return people;
}

/**
 * The first start's insights (issue 30): twelve published articles, each with its own cover in the media library (an
 * upload like any other, so staff can replace it), its authors by slug among `people` and related services by page
 * slug. Answers how many articles it wrote.
 */
export async function seedInsights(repos: Repositories, people: ReadonlyMap<string, number>): Promise<number> {
  const prepared = await preparedCovers();
  for (const [index, article] of seedArticles.entries()) {
    const media = prepared[index];
    if (!media) throw new Error(`No cover drawn for ${article.slug}`);
    const stored = await repos.media.find(await repos.media.create(media, null));
    if (!stored) throw new Error(`Cover of ${article.slug} was not stored`);
    const pageIds = await Promise.all(article.related.map((slug) => repos.pages.findIdBySlug(slug)));
    const authorIds = article.authors.map((slug) => {
      const id = people.get(slug);
      if (id === undefined) throw new Error(`Seed article ${article.slug} names unknown author ${slug}`);
      return id;
    });
    await repos.articles.createSeeded({
      slug: article.slug,
      title: article.title,
      description: article.summary,
      publishedAt: article.publishedAt,
      blocks: [{ type: 'sections', data: article.body }],
      meta: {
        kind: article.kind,
        cover: { src: stored.url, alt: article.coverAlt, width: stored.width, height: stored.height },
        authorIds,
        topics: article.topics,
        relatedPageIds: pageIds.flatMap((id) => (id === undefined ? [] : [id])),
      },
    });
  }
  // Topics are matched by their slug: two spellings of one topic would split a topic page.
  const topics = new Set(seedArticles.flatMap((article) => article.topics.map(topicSlug)));
  if (topics.has('')) throw new Error('A seeded topic has no letters or digits');
  return seedArticles.length;
}
