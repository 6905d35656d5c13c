import { chakra, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/use-auth';

interface NavEntry {
  label: string;
  to: string;
  end?: boolean;
  adminOnly?: boolean;
}

const entries: NavEntry[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, end: true },
  { label: 'Pages', to: paths.admin.pages },
  { label: 'Global components', to: paths.admin.globalComponents },
  { label: 'Media library', to: paths.admin.media },
  { label: 'Redirects', to: paths.admin.redirects },
  { label: 'Contact submissions', to: paths.admin.contactSubmissions },
  { label: 'Job submissions', to: paths.admin.jobSubmissions },
  { label: 'Users', to: paths.admin.users, adminOnly: true },
  { label: 'Audit log', to: paths.admin.auditLog, adminOnly: true },
  { label: 'Your account', to: paths.admin.account },
];

const NavItemLink = chakra(NavLink);

/** The admin sections: a sidebar from md up, a wrapping row of links above the content below md. */
export function AdminNav() {
  const { user } = useAuth();
  const visible = entries.filter((entry) => !entry.adminOnly || user?.role === 'admin');
  return (
    <chakra.nav aria-label="Admin">
      <Stack as="ul" listStyleType="none" direction={{ base: 'row', md: 'column' }} wrap="wrap" gap="1">
        {visible.map((entry) => (
          <li key={entry.to}>
            <NavItemLink
              to={entry.to}
              end={entry.end}
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
