import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { desktopBuilderConfig } from './electron-builder-config';

describe('desktop packaging configuration', () => {
  const config = desktopBuilderConfig({});

  it('names the product once, with a reverse-DNS app id and the deep link scheme', () => {
    expect(config.productName).toBe('Aegisline');
    expect(config.appId).toBe('com.aegisline.desktop');
    expect(config.protocols).toEqual([{ name: 'Aegisline', schemes: ['aegisline'] }]);
  });

  it('packs only the built main, preload and renderer from out/, with a manifest of its own', () => {
    expect(config.directories?.app).toBe('out');
    const files = config.files as string[];
    expect(files.filter((pattern) => !pattern.startsWith('!'))).toEqual([
      'main/**',
      'preload/**',
      'renderer/**',
      'package.json',
    ]);
    expect(files).toContain('!node_modules/**');
    expect(files).toContain('!**/*.map');
    // The manifest is written whole (app-manifest.ts): extraMetadata would be merged into the repository's.
    expect(config.extraMetadata).toBeUndefined();
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

  it('signs macOS with the hardened runtime and JIT only, and notarizes only with a complete set of credentials', () => {
    expect(config.mac).toMatchObject({
      hardenedRuntime: true,
      entitlements: 'packaging/entitlements.mac.plist',
      entitlementsInherit: 'packaging/entitlements.mac.plist',
      notarize: false,
    });
    const entitlements = readFileSync(path.resolve(import.meta.dirname, 'entitlements.mac.plist'), 'utf8');
    expect([...entitlements.matchAll(/<key>([^<]+)<\/key>/g)].map(([, key]) => key)).toEqual([
      'com.apple.security.cs.allow-jit',
    ]);
    const apiKey = { APPLE_API_KEY: '/secrets/AuthKey.p8', APPLE_API_KEY_ID: 'KEY123', APPLE_API_ISSUER: 'issuer' };
    expect(desktopBuilderConfig(apiKey).mac?.notarize).toBe(true);
    expect(desktopBuilderConfig({ APPLE_ID: 'it@aegisline.example', APPLE_TEAM_ID: 'TEAM' }).mac?.notarize).toBe(false);
    expect(
      desktopBuilderConfig({ APPLE_ID: 'it@aegisline.example', APPLE_APP_SPECIFIC_PASSWORD: 'x', APPLE_TEAM_ID: 'T' })
        .mac?.notarize,
    ).toBe(true);
  });

  it('signs Windows with SHA-256 and a timestamp, and checks updates are signed by the same publisher', () => {
    expect(config.win?.signtoolOptions).toMatchObject({
      signingHashAlgorithms: ['sha256'],
      rfc3161TimeStampServer: expect.stringMatching(/^http/),
      publisherName: null,
    });
    expect(config.win?.verifyUpdateCodeSignature).toBe(true);
    expect(desktopBuilderConfig({ DESKTOP_WIN_PUBLISHER: 'Aegisline Ltd' }).win?.signtoolOptions?.publisherName).toBe(
      'Aegisline Ltd',
    );
    // No secret lives in the configuration: certificates and passwords come from the environment.
    expect(JSON.stringify(desktopBuilderConfig({}))).not.toMatch(/password|CSC_|\.p12|\.pfx/i);
  });
});
