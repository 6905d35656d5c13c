import { Alert, Link, List } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { RenameReport } from '../../../../../contract/admin/admin-redirects';
import { paths } from '../../../lib/paths';

/**
 * What a slug change did besides the save, shown after it: the old addresses that now redirect and every
 * link the server moved, so staff can see nothing was left pointing at the old address.
 */
export function RenameNotice({ report }: { report: RenameReport }) {
  const [own] = report.redirects;
  if (!own) return null;
  const links = report.rewrittenLinks;
  return (
    <Alert.Root status="success" role="status" aria-label="Address changed" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          Address changed: {own.source} now redirects to {own.target}
        </Alert.Title>
        <Alert.Description>
          {report.redirects.length > 1 && `${report.redirects.length - 1} subpage addresses redirect too. `}
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
