/**
 * Scores the free text of a submission for the marks of bulk spam. Pure, so each rule is tested alone.
 * The rules look at what spam says and how, never at which alphabet it is written in: people write to
 * us in any script, and mixing scripts is not a reason.
 */

export interface ContentScore {
  score: number;
  reasons: string[];
}

/** Points for one matched pattern: two distinct patterns reach the spam threshold on their own. */
const patternPoints = 3;

/**
 * A short list on purpose: each phrase is one spam sends and our correspondents do not. A security
 * consultancy is told about ransomware and bitcoin ransoms, so "bitcoin" alone is not on it.
 */
const spamPatterns: readonly { label: string; pattern: RegExp }[] = [
  {
    label: 'an SEO or backlink offer',
    pattern:
      /\b(back ?links?|do-?follow|guest posts?|link building|seo (services?|packages?|agency|experts?)|rank (your|ur) (website|site)|first page (of|on) google|domain authority)\b/i,
  },
  {
    label: 'a crypto or trading scheme',
    pattern:
      /\b(crypto(currency)? (investments?|trading|signals|profits?)|bitcoin (investments?|profits?|doubler)|forex (trading|signals)|binary options)\b/i,
  },
  {
    label: 'gambling',
    pattern: /\b(online casinos?|casino bonus(es)?|free spins|sports betting|betting tips|slot machines?)\b/i,
  },
  {
    label: 'pharmacy spam',
    pattern: /\b(viagra|cialis|levitra|tramadol|xanax|online pharmacy|without (a )?prescription)\b/i,
  },
  {
    label: 'a get-rich offer',
    pattern:
      /\b(make money (fast|online|from home)|earn \$?\d[\d,]*k? (per|a|every) (day|week)|payday loans?|guaranteed (income|profits?|returns?)|passive income)\b/i,
  },
  { label: 'adult content', pattern: /\b(porn|xxx|adult dating|hot singles)\b/i },
];

const linkPattern = /\bhttps?:\/\/|\bwww\./gi;
/** Forum and HTML link markup: a person typing into a plain text box never writes these. */
const markupLinkPattern = /\[url[=\]]|<a\s+href/i;

export function countLinks(text: string): number {
  return text.match(linkPattern)?.length ?? 0;
}

function linkPoints(links: number): number {
  if (links <= 1) return 0; // one address (their own site) is ordinary
  if (links === 2) return 1;
  if (links <= 4) return 3;
  return 5;
}

/** Mostly capitals over a stretch of text: shouting, which bulk spam does and people rarely do. */
export function isShouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const cased = letters.filter((letter) => letter.toLowerCase() !== letter.toUpperCase());
  if (cased.length < 20) return false;
  const capitals = cased.filter((letter) => letter === letter.toUpperCase()).length;
  return capitals / cased.length > 0.7;
}

export function scoreContent(text: string): ContentScore {
  const reasons: string[] = [];
  let score = 0;
  const links = countLinks(text);
  if (linkPoints(links) > 0) {
    score += linkPoints(links);
    reasons.push(`It holds ${links} links`);
  }
  if (markupLinkPattern.test(text)) {
    score += 5;
    reasons.push('It holds links in forum or HTML markup');
  }
  for (const { label, pattern } of spamPatterns) {
    if (pattern.test(text)) {
      score += patternPoints;
      reasons.push(`It reads like ${label}`);
    }
  }
  if (isShouting(text)) {
    score += 2;
    reasons.push('It is written mostly in capitals');
  }
  return { score, reasons };
}
