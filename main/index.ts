import path from 'node:path';
import { app, BrowserWindow, net, protocol } from 'electron';
import { pathToFileURL } from 'node:url';

/**
 * Desktop entry (a first cut: backend switching, the token vault, the menu and diagnostics come with the
 * desktop issue). The renderer is served from app://, never file://, with every window sandboxed.
 */
protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

const rendererRoot = path.join(__dirname, '../renderer');

function resolveRendererFile(url: string): string {
  const { pathname } = new URL(url);
  const candidate = path.normalize(path.join(rendererRoot, decodeURIComponent(pathname)));
  // Anything outside the renderer folder, or a client route with no file, answers index.html.
  if (!candidate.startsWith(rendererRoot + path.sep) || path.extname(candidate) === '') {
    return path.join(rendererRoot, 'index.html');
  }
  return candidate;
}

async function createMainWindow(): Promise<void> {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    webPreferences: {
      preload: path.join(__dirname, '../preload/index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    },
  });
  await window.loadURL('app://site/');
}

void app.whenReady().then(async () => {
  protocol.handle('app', (request) => net.fetch(pathToFileURL(resolveRendererFile(request.url)).toString()));
  await createMainWindow();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
