import type { MessageBoxOptions } from 'electron';
import type { BackendInfo, DiagnosticsFacts } from '../contract/desktop-bridge';
import { appIdentity } from './app-identity';

/** Help → About: what a support request starts with (the version, the backend, the Electron and Chrome underneath). */
export function aboutMessage(versions: DiagnosticsFacts['versions'], backend: BackendInfo): MessageBoxOptions {
  return {
    type: 'info',
    title: `About ${appIdentity.productName}`,
    message: `${appIdentity.productName} ${versions.app}`,
    detail: [
      `Backend: ${backend.label} (${backend.baseUrl})`,
      `Electron ${versions.electron}`,
      `Chrome ${versions.chromium}`,
      `Node ${versions.node}`,
    ].join('\n'),
    buttons: ['OK'],
  };
}
