import { describe, expect, it } from 'vitest';
import { desktopBuilderConfig } from './electron-builder-config';

describe('desktop packaging configuration', () => {
  const config = desktopBuilderConfig({});

  it('names the product once, with a reverse-DNS app id and the deep link scheme', () => {
    expect(config.productName).toBe('Aegisline');
    expect(config.appId).toBe('com.aegisline.desktop');
    expect(config.protocols).toEqual([{ name: 'Aegisline', schemes: ['aegisline'] }]);
  });

  it('packs only the built main, preload and renderer: no server, no node_modules, no dependencies', () => {
    const files = config.files as string[];
    expect(files.filter((pattern) => !pattern.startsWith('!'))).toEqual([
      'out/main/**',
      'out/preload/**',
      'out/renderer/**',
      'package.json',
    ]);
    expect(files).toContain('!node_modules/**');
    expect(files.some((pattern) => /server|better-sqlite3|dist\/web/.test(pattern))).toBe(false);
    expect(config.extraMetadata).toMatchObject({ dependencies: {}, main: 'out/main/index.js' });
    expect(config.npmRebuild).toBe(false);
    expect(config.asar).toBe(true);
  });

  it('builds AppImage and deb on Linux and has macOS and Windows targets with icons', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual(['dmg', 'zip']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.linux?.icon).toBe('packaging/icons');
    expect(config.mac?.icon).toBe('packaging/icons/icon.png');
  });

  it('flips the fuses after packing, before signing', () => {
    expect(typeof config.afterPack).toBe('function');
  });

  it('publishes no update feed unless an update server is configured', () => {
    expect(config.publish).toBeNull();
    expect(desktopBuilderConfig({ DESKTOP_UPDATE_URL: 'https://updates.aegisline.example/desktop' }).publish).toEqual([
      { provider: 'generic', url: 'https://updates.aegisline.example/desktop' },
    ]);
  });
});
