import type { Menu as ElectronMenu, MenuItemConstructorOptions } from 'electron';
import type { BackendId } from '../contract/desktop-bridge';
import type { BackendService } from './backend-service';
import { backendLabels } from './backend-service';

export interface AppMenuDeps {
  platform: string;
  backends: Pick<BackendService, 'active' | 'get'>;
  selectBackend(id: BackendId): void;
  editHostedUrl(): void;
  openDiagnostics(): void;
  /** New-submission notifications (off by default), a checkbox in View. */
  notifications: { enabled: boolean; toggle(): void };
  /** Developer tools only in unpackaged builds. */
  withDevTools: boolean;
  /** The Help menu: what staff need to report a problem or get the newest version. */
  help: {
    about(): void;
    checkForUpdates(): void;
    openLogsFolder(): void;
    copyDiagnostics(): void;
  };
}

export interface MenuModuleLike {
  buildFromTemplate(template: MenuItemConstructorOptions[]): ElectronMenu;
  setApplicationMenu(menu: ElectronMenu | null): void;
}

function backendItems(deps: AppMenuDeps): MenuItemConstructorOptions[] {
  const active = deps.backends.active().id;
  return (['local', 'hosted'] as const).map((id) => {
    const backend = deps.backends.get(id);
    return {
      id: `backend-${id}`,
      type: 'radio',
      label: `${backendLabels[id]} (${backend ? backend.baseUrl : 'not configured'})`,
      checked: id === active,
      enabled: backend !== undefined,
      click: () => deps.selectBackend(id),
    };
  });
}

export function buildAppMenuTemplate(deps: AppMenuDeps): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    { role: 'forceReload' },
    ...(deps.withDevTools ? [{ role: 'toggleDevTools' } as const] : []),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
    { type: 'separator' },
    { id: 'diagnostics', label: 'Diagnostics', accelerator: 'CmdOrCtrl+Shift+D', click: () => deps.openDiagnostics() },
    {
      id: 'notify-submissions',
      label: 'Notify of New Submissions',
      type: 'checkbox',
      checked: deps.notifications.enabled,
      click: () => deps.notifications.toggle(),
    },
  ];
  return [
    ...(deps.platform === 'darwin' ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    {
      id: 'backend',
      label: 'Backend',
      submenu: [
        ...backendItems(deps),
        { type: 'separator' },
        { id: 'hosted-url', label: 'Hosted Backend URL…', click: () => deps.editHostedUrl() },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      label: 'Help',
      submenu: [
        { id: 'help-about', label: 'About Aegisline', click: () => deps.help.about() },
        { id: 'help-check-updates', label: 'Check for Updates…', click: () => deps.help.checkForUpdates() },
        { type: 'separator' },
        { id: 'help-open-logs', label: 'Open Logs Folder', click: () => deps.help.openLogsFolder() },
        { id: 'help-copy-diagnostics', label: 'Copy Diagnostics', click: () => deps.help.copyDiagnostics() },
      ],
    },
  ];
}

/** Menus are immutable in practice (radio state, labels), so every change builds a fresh one. */
export function installAppMenu(Menu: MenuModuleLike, deps: AppMenuDeps): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildAppMenuTemplate(deps)));
}
