import type { SeedBlock } from '../server/db/seed/seed-types';

/**
 * A deterministic generated site for the search benchmark. Words follow a Zipf distribution over a few
 * thousand words (common English words first, then the domain's terms, then invented ones), as real
 * prose does; a tiny vocabulary would put every word in every page, which no site looks like.
 */
const commonWords =
  'the and of to a in for with on that is are by as we our your from it be this at an or can will each more across how who what when their them into about which'.split(
    ' ',
  );
const domainWords =
  'security cloud identity zero trust resilience assessment roadmap governance risk compliance threat detection response analyst automation telemetry incident recovery architecture engineering platform network endpoint encryption keys secrets policy audit board regulator supplier programme workshop maturity control monitoring intelligence hunting modelling privacy data sovereignty continuity backup ransomware phishing awareness training migration landing zone posture benchmark evidence assurance'.split(
    ' ',
  );
const syllables = 'ka ri to ne la mo su vi de pa ro ti na lu se ga fo mi be zu'.split(' ');

function inventedWords(count: number, next: () => number): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    const length = 2 + Math.floor(next() * 3);
    words.add(Array.from({ length }, () => syllables[Math.floor(next() * syllables.length)]).join(''));
  }
  return [...words];
}

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function zipfSampler(vocabulary: readonly string[], next: () => number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  vocabulary.forEach((_, rank) => cumulative.push((total += 1 / (rank + 1))));
  return () => {
    const target = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low] ?? 'security';
  };
}

export interface GeneratedPage {
  slug: string;
  title: string;
  description: string;
  status: 'published';
  blocks: SeedBlock[];
}

export function generateCorpus(count: number, seed = 42): GeneratedPage[] {
  const next = random(seed);
  const word = zipfSampler([...commonWords, ...domainWords, ...inventedWords(4000, next)], next);
  const phrase = (length: number) => Array.from({ length }, word).join(' ');
  const sentence = (length: number) => {
    const text = phrase(length);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = (sentences: number) =>
    Array.from({ length: sentences }, () => sentence(10 + Math.floor(next() * 8))).join(' ');
  const title = () => sentence(3).slice(0, -1);

  return Array.from({ length: count }, (_, index) => ({
    slug: `generated-${index + 1}`,
    title: `${title()} ${index + 1}`,
    description: paragraph(1),
    status: 'published',
    blocks: [
      { type: 'banner', data: { title: title(), subtitle: sentence(5), description: paragraph(2) } },
      { type: 'intro', data: { title: title(), description: paragraph(3), description1: paragraph(2) } },
      {
        type: 'features',
        data: Array.from({ length: 4 }, () => ({ title: title(), description: paragraph(2), icon: 'shield' as const })),
      },
      {
        type: 'faq',
        data: {
          title: `${title()}: questions`,
          items: Array.from({ length: 3 }, () => ({ question: `${sentence(7).slice(0, -1)}?`, answer: paragraph(3) })),
        },
      },
      {
        type: 'sections',
        data: Array.from({ length: 2 }, () => ({
          title: title(),
          description: paragraph(3),
          points: [sentence(6), sentence(6)],
        })),
      },
      {
        type: 'ctaSection',
        data: {
          variant: 'plain',
          title: title(),
          description: paragraph(1),
          primary: { text: 'Contact us', link: '/contact' },
        },
      },
    ],
  }));
}

/**
 * What visitors type: a common word, short prefixes (under three characters every document is a
 * candidate), a rarer phrase, misses, and a phrase that exists only once, in the seed content.
 */
export const benchTerms = [
  'security',
  'ai',
  'zero trust',
  'landing zone posture',
  'xq',
  'nothing-matches-this',
  'telemetry enrichment pipeline',
  'Ransomware',
];
