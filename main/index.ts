import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessageBoxOptions, MessageBoxReturnValue } from 'electron';
import type { BackendId, BackendInfo } from '../contract/desktop-bridge';
import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import { installAppMenu } from './app-menu';
import { appScheme } from './app-origin';
import { createAppProtocolHandler } from './app-protocol';
import { broadcastBackendChanged } from './backend-broadcast';
import { wireBackendChanges } from './backend-change';
import { createBackendSwitcher } from './backend-switch';
import { createBackendService } from './backend-service';
import { backendIds, createBackendSessions } from './backend-sessions';
import { runBridgeRequest } from './bridge-request';
import electronUpdater from 'electron-updater';
import { readNewestNewSubmission, readNewSubmissions } from './admin-stats-reader';
import { appIdentity, fixAppIdentity } from './app-identity';
import { attachContextMenu } from './context-menu';
import type { DeepLink } from './deep-link';
import { deepLinkFromArgv, parseDeepLink } from './deep-link';
import { createSubmissionNotifier } from './submission-notifier';
import { rememberWindowState, restorableState } from './window-state';
import { configureAutoUpdates } from './auto-update';
import { createBadge } from './badge';
import { isSameBackend } from './backend-service';
import { createHelpActions } from './help-actions';
import { openOnBackend } from './open-on-backend';
import { offerRendererRecovery } from './renderer-recovery';
import { buildDefaults, buildUpdateUrl } from './build-defaults';
import { formatDiagnosticsReport, gatherDiagnostics } from './diagnostics-facts';
import { createDiagnosticsWindowManager } from './diagnostics-window';
import { createMainLog } from './main-log';
import { openElectronSettings } from './electron-settings';
import { editHostedUrl } from './hosted-url-dialog';
import { registerIpcHandlers } from './ipc-handlers';
import { createTokenKeeper } from './keep-token';
import { createMainWindowManager } from './main-window';
import { hardenWebContents } from './navigation-guard';
import { applyPermissionPolicy } from './permissions';
import { pingBackend } from './reachability';
import { createQuitRevoker } from './revoke-on-quit';
import { createSettingsStore } from './settings-store';
import { createTokenVault } from './token-vault';
import { askBeforeUnload } from './unload-prompt';

const here = path.dirname(fileURLToPath(import.meta.url));
const preloadPath = path.join(here, '../preload/index.cjs');
const rendererRoot = path.join(here, '../renderer');

// Before anything reads a path: userData follows the fixed product name, not package.json's.
fixAppIdentity(app, path.join);
const logsFolder = path.join(app.getPath('userData'), 'logs');
const log = createMainLog({ folder: logsFolder });

// Before 'ready': app:// gets web-origin semantics (fetch, storage, secure context; no corsEnabled, so no
// other origin can read it), every renderer is sandboxed even if a window forgot to ask, and every web
// contents is guarded from its creation.
protocol.registerSchemesAsPrivileged([
  { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
]);
app.enableSandbox();
app.on('web-contents-created', (_event, contents) => {
  hardenWebContents(contents, shell);
  askBeforeUnload(contents, (options) => {
    const parent = BrowserWindow.fromWebContents(contents);
    return parent ? dialog.showMessageBoxSync(parent, options) : dialog.showMessageBoxSync(options);
  });
  attachContextMenu(contents, (template) => Menu.buildFromTemplate(template).popup());
  // A crashed or hung page offers Reload instead of leaving a blank or frozen window.
  offerRendererRecovery(contents, {
    ask(options) {
      const parent = BrowserWindow.fromWebContents(contents);
      return parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options);
    },
    close: () => BrowserWindow.fromWebContents(contents)?.close(),
    log,
  });
});

// aegisline://hosted/admin/pages/12: on macOS an event (possibly before 'ready'), elsewhere the launch arguments.
let openDeepLink = (target: DeepLink): void => {
  pendingDeepLink = target;
};
let pendingDeepLink = deepLinkFromArgv(process.argv);
app.on('open-url', (event, url) => {
  event.preventDefault();
  const target = parseDeepLink(url);
  if (target) openDeepLink(target);
  else log.warn('Refused a deep link that names no backend or is not a plain app path');
});

// Modal to whichever app window has focus, so the question is not lost behind it.
function showMessageBox(options: MessageBoxOptions): Promise<MessageBoxReturnValue> {
  const parent = BrowserWindow.getFocusedWindow();
  return parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options);
}

// No cookies, no session: what a reachability ping or a token revocation needs.
const plainFetch = (url: string, init: RequestInit): Promise<Response> => net.fetch(url, init);

function start(): void {
  log.info(`Aegisline ${app.getVersion()} started (Electron ${process.versions.electron}, ${process.platform})`);
  const settings = createSettingsStore(openElectronSettings());
  const vault = createTokenVault(settings, safeStorage, process.platform);
  const sessionFor = createBackendSessions(session);
  const backends = createBackendService(
    settings,
    { HOSTED_API_URL: process.env.HOSTED_API_URL, LOCAL_API_URL: process.env.LOCAL_API_URL, ...buildDefaults },
    {
      hostedOriginLeft(origin) {
        log.info(`Hosted backend moved away from ${origin}: its token and partition were cleared`);
        vault.clear(origin);
        void sessionFor('hosted').clearStorageData();
      },
    },
  );
  const keepToken = createTokenKeeper(vault, (detail) => {
    log.warn('No keyring: the sign-in token is kept in memory for this session and revoked on quit');
    void showMessageBox({ type: 'warning', message: 'Signed in for this session only', detail });
  });
  const requestDeps = { sessionFor, tokenFor: (origin: string) => vault.get(origin), keepToken };
  // After every window agreed to close (unsaved changes are asked about first), never before.
  app.on(
    'will-quit',
    createQuitRevoker(vault, plainFetch, () => app.quit()),
  );
  for (const target of [session.defaultSession, ...backendIds.map(sessionFor)]) applyPermissionPolicy(target);

  protocol.handle(
    appScheme,
    createAppProtocolHandler({ rendererRoot, activeBackend: backends.active, ...requestDeps }),
  );

  const windowDeps = { preloadPath, activeBackend: backends.active };
  const mainWindow = createMainWindowManager(BrowserWindow, {
    ...windowDeps,
    restore: () =>
      restorableState(
        settings.getWindowState(),
        screen.getAllDisplays().map((display) => display.workArea),
      ),
    created: (window) => rememberWindowState(window, (state) => settings.setWindowState(state)),
  });
  const diagnostics = createDiagnosticsWindowManager(BrowserWindow, windowDeps);

  // Every change of the active backend waits for the main window to give up its page (unsaved edits ask).
  const switcher = createBackendSwitcher(() => mainWindow.current()?.webContents ?? null);
  const switchBackend = async (id: BackendId): Promise<BackendInfo> => {
    if (!backends.get(id)) return backends.setActive(id); // throws the "no URL yet" message
    if (backends.active().id !== id && !(await switcher.whenLeft(() => backends.setActive(id)))) rebuildMenu();
    return backends.active();
  };
  const guardedHostedUrl = {
    hostedUrl: () => backends.hostedUrl(),
    setHostedUrl(url: string | undefined) {
      if (backends.active().id !== 'hosted') return backends.setHostedUrl(url);
      void switcher.whenLeft(() => backends.setHostedUrl(url));
    },
  };

  // A screen of a named backend (a deep link, a notification): asked about first if it is the other backend.
  const openScreen = (target: DeepLink) =>
    void openOnBackend(target, {
      backends,
      ask: showMessageBox,
      open: (url) =>
        void mainWindow
          .open()
          .loadURL(url)
          .catch(() => undefined),
      switchAndOpen(id, url) {
        mainWindow.open();
        return switcher.whenLeft(() => backends.setActive(id), url);
      },
    });

  const notifier = createSubmissionNotifier({
    activeBackend: () => backends.active(),
    readCounts: (backend) => readNewSubmissions(backend, requestDeps),
    newestNewId: (backend, kind) => readNewestNewSubmission(backend, kind, requestDeps),
    notify({ title, body, backend, path }) {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body });
      notification.on('click', () => openScreen({ backend, path }));
      notification.show();
    },
    setBadge: createBadge({
      platform: process.platform,
      setBadgeCount: (count) => app.setBadgeCount(count),
      mainWindow: () => mainWindow.current(),
      image: (dataUrl) => nativeImage.createFromDataURL(dataUrl),
    }),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  });
  if (settings.getNotifications()) notifier.start();
  // Another backend's counts are another database's: they start a new baseline, not "7 new messages".
  backends.subscribe((active, previous) => {
    if (!isSameBackend(active, previous)) notifier.backendChanged();
  });

  const versions = {
    app: app.getVersion(),
    electron: process.versions.electron ?? 'unknown',
    chromium: process.versions.chrome ?? 'unknown',
    node: process.versions.node,
  };
  const updates = configureAutoUpdates(electronUpdater.autoUpdater, {
    feedUrl: buildUpdateUrl,
    isPackaged: app.isPackaged,
    log,
    ask: showMessageBox,
    setInterval: (run, ms) => setInterval(run, ms),
  });
  const { state } = updates;
  log.info(state.enabled ? `Auto-update from ${state.feedUrl}` : `Auto-update off: ${state.reason}`);

  const rebuildMenu = (): void =>
    installAppMenu(Menu, {
      platform: process.platform,
      backends,
      notifications: {
        enabled: settings.getNotifications(),
        toggle() {
          const on = !settings.getNotifications();
          settings.setNotifications(on);
          if (on) notifier.start();
          else notifier.stop();
          rebuildMenu();
        },
      },
      withDevTools: !app.isPackaged,
      help: createHelpActions({
        versions,
        backends,
        showMessageBox,
        updates,
        logsFolder,
        openPath: (folder) => shell.openPath(folder),
        diagnosticsReport: async () => formatDiagnosticsReport(await diagnosticsFacts()),
        writeClipboard: (text) => clipboard.writeText(text),
        log,
      }),
      selectBackend: (id) => void switchBackend(id),
      openDiagnostics: () => diagnostics.open(),
      editHostedUrl: () =>
        void editHostedUrl({
          backends: guardedHostedUrl,
          envUrl: process.env.HOSTED_API_URL,
          readClipboard: async () => clipboard.readText(),
          ping: (url) => pingBackend(url, plainFetch),
          showMessageBox,
        }),
    });
  wireBackendChanges(backends, {
    rebuildMenu() {
      const active = backends.active();
      log.info(`Active backend: ${active.label} (${active.baseUrl})`);
      rebuildMenu();
    },
    broadcast: (active) =>
      broadcastBackendChanged(BrowserWindow.getAllWindows(), active, (window) =>
        switcher.isReloading(window.webContents),
      ),
  });

  function diagnosticsFacts() {
    return gatherDiagnostics({
      versions,
      platform: `${process.platform} ${process.arch}`,
      backends,
      ping: (url) => pingBackend(url, plainFetch),
      vault,
      keyringBackend: () =>
        process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'system keychain',
      log,
    });
  }

  registerIpcHandlers(ipcMain, {
    backends,
    vault,
    sessionFor,
    runRequest: (request) => runBridgeRequest(request, { ...requestDeps, backends }),
    switchBackend,
    openDiagnostics: () => diagnostics.open(),
    diagnosticsFacts,
    async copyDiagnosticsReport() {
      clipboard.writeText(formatDiagnosticsReport(await diagnosticsFacts()));
    },
  });

  rebuildMenu();
  mainWindow.open();
  // A link opens in the main window like any navigation: an editor with unsaved changes is asked first.
  openDeepLink = openScreen;
  if (pendingDeepLink) openDeepLink(pendingDeepLink);
  if (app.isPackaged) app.setAsDefaultProtocolClient(appIdentity.deepLinkScheme);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow.open();
  });
  app.on('second-instance', (_event, argv) => {
    const target = deepLinkFromArgv(argv);
    if (target) openDeepLink(target);
    else mainWindow.open();
  });
}

if (app.requestSingleInstanceLock()) {
  void app.whenReady().then(start);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
} else {
  app.quit();
}
