import { Code, Text } from '@chakra-ui/react';
import { isSitePath } from '../../../../../../contract/link-rules';
import { useLinkTargetAt } from '../../api/link-targets-query';
import { describeLink } from './link-description';
import { splitSiteHref } from './markdown-links';

/**
 * "Link points to: /services/cloud-security#faq (Cloud Security › FAQ)", under a rich-text field while the caret
 * is in a link: a textarea cannot show its links, so this says where the one being edited leads. A polite live
 * region, so that moving into a link with the keyboard reads it out.
 */
export function LinkHint({ href }: { href: string | null }) {
  const sitePath = href !== null && isSitePath(href) ? splitSiteHref(href).path : null;
  const target = useLinkTargetAt(sitePath);
  const known = sitePath === null ? undefined : target.isSuccess ? target.data : undefined;
  const description = href === null ? undefined : describeLink(href, known);
  return (
    <Text aria-live="polite" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
      {href !== null && (
        <>
          Link points to: <Code size="sm">{href}</Code>
          {description && ` (${description})`}
        </>
      )}
    </Text>
  );
}
