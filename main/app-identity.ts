/**
 * Names the installed app is known by, fixed once. The userData folder (settings, encrypted tokens, the
 * backend partitions) and the keychain item follow the app's name, so that name is set here rather than
 * taken from package.json: renaming the package later must not orphan anyone's sign-in.
 */
export const appIdentity = {
  productName: 'Aegisline',
  /** Reverse-DNS: the macOS bundle id, Windows AppUserModelID and Linux desktop entry. */
  appId: 'com.aegisline.desktop',
  /** The folder under the OS's app-data directory; never derived from package.json's `name`. */
  userDataFolder: 'Aegisline',
  /** `aegisline://admin/pages/12` opens that admin page. */
  deepLinkScheme: 'aegisline',
} as const;

export interface IdentityApp {
  setName(name: string): void;
  getPath(name: 'appData'): string;
  setPath(name: 'userData', path: string): void;
  setAppUserModelId(id: string): void;
}

/** Before 'ready' (and before anything opens the settings store), so every path below uses the fixed name. */
export function fixAppIdentity(app: IdentityApp, join: (...parts: string[]) => string): void {
  app.setName(appIdentity.productName);
  app.setPath('userData', join(app.getPath('appData'), appIdentity.userDataFolder));
  app.setAppUserModelId(appIdentity.appId);
}
