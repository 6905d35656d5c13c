import { Alert, Link, List } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { RenameReport } from '../../../../../contract/admin/admin-redirects';
import { paths } from '../../../lib/paths';

/**
 * What a slug change did besides the save, shown after it: the old addresses that now redirect and every
 * link the server moved, so staff can see nothing was left pointing at the old address.
 */
export function RenameNotice({ report }: { report: RenameReport }) {
  const { address, redirects, rewrittenLinks: links } = report;
  return (
    <Alert.Root status="success" role="status" aria-label="Address changed" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {redirects.length > 0
            ? `Address changed: ${address.from} now redirects to ${address.to}`
            : `Address changed from ${address.from} to ${address.to}: a draft leaves no redirect`}
        </Alert.Title>
        <Alert.Description>
          {redirects.length > 1 && `${redirects.length - 1} subpage addresses redirect too. `}
          {links.length === 0 ? 'No links pointed at the old address.' : `Links updated (${links.length}):`}
          {links.length > 0 && (
            <List.Root as="ul" ps="4" mt="1">
              {links.map((link, index) => (
                <List.Item key={`${link.document}-${link.from}-${index}`}>
                  {link.document}: {link.from} → {link.to}
                </List.Item>
              ))}
            </List.Root>
          )}
          <Link asChild variant="underline" display="inline-block" mt="1">
            <RouterLink to={paths.admin.redirects}>See all redirects</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
