import { brand } from '../../../../contract/brand';

/** The listing's heading and tab title: "Insights", or the topic's own name on its page. */
export const listingTitle = (topicLabel: string | undefined) =>
  topicLabel === undefined ? 'Insights' : `${topicLabel} — Insights`;

/** The listing's lead and meta description, which the server's head writes too. */
export const listingDescription = (topicLabel: string | undefined) =>
  topicLabel === undefined
    ? `Research, advisories, case studies and guides from ${brand.name} consultants, written from real engagements.`
    : `${brand.name} insights on ${topicLabel.toLowerCase()}: research, advisories, case studies and guides from our consultants.`;
