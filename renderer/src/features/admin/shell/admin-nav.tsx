import { chakra, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { AdminScreen } from '../../../../../contract/admin/role-access';
import { paths } from '../../../lib/paths';
import { useAccess } from './use-access';

interface NavEntry {
  label: string;
  to: string;
  /** The screen it opens: a role that may not open it does not see the entry. */
  screen: AdminScreen;
  end?: boolean;
}

const entries: NavEntry[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, screen: 'dashboard', end: true },
  { label: 'Pages', to: paths.admin.pages, screen: 'pages' },
  { label: 'Insights', to: paths.admin.articles, screen: 'articles' },
  { label: 'People', to: paths.admin.people, screen: 'people' },
  { label: 'Global components', to: paths.admin.globalComponents, screen: 'globalComponents' },
  { label: 'Media library', to: paths.admin.media, screen: 'media' },
  { label: 'Redirects', to: paths.admin.redirects, screen: 'redirects' },
  { label: 'Contact submissions', to: paths.admin.contactSubmissions, screen: 'contactSubmissions' },
  { label: 'Job submissions', to: paths.admin.jobSubmissions, screen: 'jobSubmissions' },
  { label: 'Users', to: paths.admin.users, screen: 'users' },
  { label: 'Audit log', to: paths.admin.auditLog, screen: 'auditLog' },
  { label: 'Your account', to: paths.admin.account, screen: 'account' },
];

const NavItemLink = chakra(NavLink);

interface AdminNavProps {
  /** Told when an entry is followed: the phone's menu drawer closes. */
  onNavigate?: () => void;
}

/** The admin sections the signed-in role may open: the sidebar from md up, the menu drawer below. */
export function AdminNav({ onNavigate }: AdminNavProps) {
  const { mayOpen } = useAccess();
  const visible = entries.filter((entry) => mayOpen(entry.screen));
  return (
    <chakra.nav aria-label="Admin">
      <Stack as="ul" listStyleType="none" gap="1">
        {visible.map((entry) => (
          <li key={entry.to}>
            <NavItemLink
              to={entry.to}
              end={entry.end}
              onClick={onNavigate}
              display="block"
              px="3"
              py="2"
              borderRadius="md"
              fontSize="sm"
              color="fg"
              _hover={{ bg: 'bg.muted' }}
              _currentPage={{ bg: 'bg.emphasized', fontWeight: 'semibold' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            >
              {entry.label}
            </NavItemLink>
          </li>
        ))}
      </Stack>
    </chakra.nav>
  );
}
