import type { MenuItemConstructorOptions } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { desktopChannels } from '../contract/desktop-bridge';
import type { AppMenuDeps } from './app-menu';
import { buildAppMenuTemplate, installAppMenu } from './app-menu';
import { openAppWindow } from './app-window';
import { broadcastBackendChanged } from './backend-broadcast';
import { wireBackendChanges } from './backend-change';
import { createBackendService } from './backend-service';
import { createSettingsStore } from './settings-store';
import { FakeBrowserWindow } from './test-support/fake-browser-window';
import { createMemoryKeyValueStore } from './test-support/memory-settings';

type Item = MenuItemConstructorOptions;

function submenu(template: Item[], label: string): Item[] {
  const menu = template.find((item) => item.label === label);
  if (!Array.isArray(menu?.submenu)) throw new Error(`No ${label} menu`);
  return menu.submenu;
}

function backendRadios(template: Item[]): Item[] {
  return submenu(template, 'Backend').filter((item) => item.type === 'radio');
}

function click(item: Item | undefined): void {
  (item?.click as (() => void) | undefined)?.();
}

function setup(env: { HOSTED_API_URL?: string } = { HOSTED_API_URL: 'https://api.example.com' }) {
  const kv = createMemoryKeyValueStore();
  const backends = createBackendService(createSettingsStore(kv), env);
  const Menu = {
    buildFromTemplate: vi.fn((template: Item[]) => ({ template }) as never),
    setApplicationMenu: vi.fn(),
  };
  const deps: AppMenuDeps = {
    platform: 'linux',
    backends,
    withDevTools: false,
    selectBackend: (id) => backends.setActive(id),
    editHostedUrl: vi.fn(),
    openDiagnostics: vi.fn(),
    notifications: { enabled: false, toggle: vi.fn() },
    help: { about: vi.fn(), checkForUpdates: vi.fn(), openLogsFolder: vi.fn(), copyDiagnostics: vi.fn() },
  };
  const lastTemplate = (): Item[] => Menu.buildFromTemplate.mock.calls.at(-1)?.[0] ?? [];
  return { kv, backends, Menu, deps, lastTemplate };
}

describe('app menu', () => {
  beforeEach(() => FakeBrowserWindow.reset());

  it('lists both backends as a radio group with the active one checked', () => {
    const { deps } = setup();
    const radios = backendRadios(buildAppMenuTemplate(deps));
    expect(radios.map((item) => [item.label, item.checked, item.enabled])).toEqual([
      ['Local backend (http://localhost:5000)', false, true],
      ['Hosted backend (https://api.example.com)', true, true],
    ]);
  });

  it('lists an unconfigured hosted backend disabled, with local checked', () => {
    const { deps } = setup({});
    const radios = backendRadios(buildAppMenuTemplate(deps));
    expect(radios.map((item) => [item.label, item.checked, item.enabled])).toEqual([
      ['Local backend (http://localhost:5000)', true, true],
      ['Hosted backend (not configured)', false, false],
    ]);
  });

  it('offers the hosted URL editor in the Backend menu and Diagnostics in View', () => {
    const { deps } = setup();
    const template = buildAppMenuTemplate(deps);
    click(submenu(template, 'Backend').find((item) => item.id === 'hosted-url'));
    click(submenu(template, 'View').find((item) => item.label === 'Diagnostics'));
    expect(deps.editHostedUrl).toHaveBeenCalledOnce();
    expect(deps.openDiagnostics).toHaveBeenCalledOnce();
  });

  it('shows developer tools only in unpackaged builds and the app menu only on macOS', () => {
    const { deps } = setup();
    const roles = (template: Item[]) => submenu(template, 'View').map((item) => item.role);
    expect(roles(buildAppMenuTemplate(deps))).not.toContain('toggleDevTools');
    expect(roles(buildAppMenuTemplate({ ...deps, withDevTools: true }))).toContain('toggleDevTools');
    expect(buildAppMenuTemplate({ ...deps, platform: 'darwin' })[0]?.role).toBe('appMenu');
  });

  it('switching backend persists the choice, rebuilds the menu and notifies every window', () => {
    const { kv, backends, Menu, deps, lastTemplate } = setup();
    for (const [url, titlePrefix] of [
      ['app://site/', 'Aegisline'],
      ['app://site/diagnostics.html', 'Diagnostics'],
    ]) {
      openAppWindow(FakeBrowserWindow, {
        url,
        titlePrefix,
        backend: backends.active(),
        preloadPath: '/preload.cjs',
        width: 800,
        height: 600,
      });
    }
    const rebuildMenu = () => installAppMenu(Menu, deps);
    wireBackendChanges(backends, {
      rebuildMenu,
      broadcast: (active) => broadcastBackendChanged(FakeBrowserWindow.getAllWindows(), active),
    });
    rebuildMenu();

    click(backendRadios(lastTemplate())[0]);

    expect(kv.data.backend).toBe('local');
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(2);
    expect(backendRadios(lastTemplate()).map((item) => item.checked)).toEqual([true, false]);
    for (const window of FakeBrowserWindow.instances) {
      expect(window.webContents.send).toHaveBeenCalledWith(
        desktopChannels.backendChanged,
        expect.objectContaining({ id: 'local', baseUrl: 'http://localhost:5000' }),
      );
    }
    expect(FakeBrowserWindow.instances.map((window) => window.title)).toEqual([
      'Aegisline — Local backend',
      'Diagnostics — Local backend',
    ]);
  });

  it('re-selecting the active backend rebuilds the menu but does not make windows reload', () => {
    const { backends, Menu, deps } = setup();
    const broadcast = vi.fn();
    wireBackendChanges(backends, { rebuildMenu: () => installAppMenu(Menu, deps), broadcast });
    backends.setActive('hosted');
    expect(Menu.setApplicationMenu).toHaveBeenCalledOnce();
    expect(broadcast).not.toHaveBeenCalled();
  });

  it('has a View checkbox for new-submission notifications, unchecked by default', () => {
    const { deps } = setup();
    const view = buildAppMenuTemplate(deps).find((item) => item.label === 'View')?.submenu as Item[];
    const toggle = view.find((item) => item.id === 'notify-submissions');
    expect(toggle).toMatchObject({ type: 'checkbox', checked: false, label: 'Notify of New Submissions' });
    (toggle?.click as () => void)();
    expect(deps.notifications.toggle).toHaveBeenCalledOnce();
  });

  it('has a Help menu: About, Check for Updates, Open Logs Folder, Copy Diagnostics, each doing its own thing', () => {
    const { deps } = setup();
    const help = submenu(buildAppMenuTemplate(deps), 'Help').filter((item) => item.type !== 'separator');
    expect(help.map((item) => item.label)).toEqual([
      'About Aegisline',
      'Check for Updates…',
      'Open Logs Folder',
      'Copy Diagnostics',
    ]);
    for (const item of help) click(item);
    for (const action of Object.values(deps.help)) expect(action).toHaveBeenCalledOnce();
  });
});
