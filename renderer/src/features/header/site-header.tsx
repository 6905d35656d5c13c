import { useSetAtom } from 'jotai';
import { Suspense, useId, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultHeaderConfig } from '../../../../contract/global-components/default-header-config';
import { useHeaderConfig } from '../../lib/api/header-config-query';
import { classNames } from '../../lib/class-names';
import { lazyPlainComponent } from '../../lib/lazy-component';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { desktopBreakpoint } from './desktop-breakpoint';
import { DesktopNav } from './desktop-nav';
import shared from './header.module.css';
import { HeaderLogo } from './header-logo';
import { IncidentLine } from './incident-line';
import { MobileMenuButton } from './mobile-menu-button';
import { hideBelow } from './responsive-visibility';
import { SearchButton } from './search-button';
import { ThemeToggleButton } from './theme-toggle-button';
import { useDismiss } from './use-dismiss';
import { useScopedState } from './use-scoped-state';
import { useSearchShortcut } from './use-search-shortcut';
import { visibleMenu } from './visible-menu';
import styles from './site-header.module.css';
import container from '../../components/container.module.css';

// The mobile panel loads on first open: wide screens and visitors who never open it skip its code.
const MobileMenuPanel = lazyPlainComponent(() => import('./mobile-menu-panel').then((m) => m.MobileMenuPanel));

/** The sticky site header: the incident line, logo, configured navigation (desktop bar or mobile panel), search and theme toggle. */
export function SiteHeader() {
  useSearchShortcut();
  // While the configuration loads (and if it fails) the built-in menu shows, so the bar never jumps.
  const config = useHeaderConfig().data ?? defaultHeaderConfig;
  const items = useMemo(() => visibleMenu(config.menuItems), [config.menuItems]);
  const desktopFrom = desktopBreakpoint(items);
  const location = useLocation();
  // Every navigation gets a new location key: open menus of the previous page do not survive it.
  const [mobileOpen, setMobileOpen] = useScopedState(false, location.key);
  const setSearchOpen = useSetAtom(searchDialogOpenAtom);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mobilePanelId = useId();

  useDismiss({
    active: mobileOpen,
    onDismiss: () => {
      setMobileOpen(false);
      menuButtonRef.current?.focus();
    },
  });

  return (
    <header className={styles.header}>
      {config.securityContact.showIncidentLine && <IncidentLine contact={config.securityContact} />}
      <div className={classNames(container.container, shared.width, styles.bar)}>
        <HeaderLogo logoLight={config.logoLight} logoDark={config.logoDark} />
        <DesktopNav items={items} pathname={location.pathname} scope={location.key} from={desktopFrom} />
        <div className={styles.actions}>
          {config.showSearch && <SearchButton className={hideBelow[desktopFrom]} />}
          {config.showThemeToggle && <ThemeToggleButton className={hideBelow[desktopFrom]} />}
          <MobileMenuButton
            ref={menuButtonRef}
            open={mobileOpen}
            panelId={mobilePanelId}
            onToggle={() => setMobileOpen(!mobileOpen)}
            hideFrom={desktopFrom}
          />
        </div>
      </div>
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={mobilePanelId}
            items={items}
            pathname={location.pathname}
            showSearch={config.showSearch}
            showThemeToggle={config.showThemeToggle}
            onNavigate={() => setMobileOpen(false)}
            hideFrom={desktopFrom}
            onSearch={() => {
              setMobileOpen(false);
              setSearchOpen(true);
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
