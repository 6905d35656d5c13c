import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { appIdentity, fixAppIdentity } from './app-identity';

describe('app identity', () => {
  it('puts userData under the fixed product folder, whatever package.json is called', () => {
    const app = {
      setName: vi.fn(),
      getPath: vi.fn(() => '/home/ada/.config'),
      setPath: vi.fn(),
      setAppUserModelId: vi.fn(),
    };
    fixAppIdentity(app, path.posix.join);
    expect(app.setName).toHaveBeenCalledWith('Aegisline');
    expect(app.setPath).toHaveBeenCalledWith('userData', '/home/ada/.config/Aegisline');
    expect(app.setAppUserModelId).toHaveBeenCalledWith('com.aegisline.desktop');
  });

  it('uses a reverse-DNS app id and a lower-case deep link scheme', () => {
    expect(appIdentity.appId).toMatch(/^[a-z]+(\.[a-z0-9-]+){2,}$/);
    expect(appIdentity.deepLinkScheme).toMatch(/^[a-z][a-z0-9+.-]*$/);
  });
});
