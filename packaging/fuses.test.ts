import path from 'node:path';
import { FuseV1Options } from '@electron/fuses';
import { describe, expect, it, vi } from 'vitest';
import { applyFuses, desktopFuses, packagedBinaryPath } from './fuses';

const fuse = (option: FuseV1Options): unknown => (desktopFuses as Record<number, unknown>)[option];

describe('Electron fuses of the packaged app', () => {
  it.each([
    ['run as node', FuseV1Options.RunAsNode, false],
    ['NODE_OPTIONS', FuseV1Options.EnableNodeOptionsEnvironmentVariable, false],
    ['--inspect arguments', FuseV1Options.EnableNodeCliInspectArguments, false],
    ['cookie encryption', FuseV1Options.EnableCookieEncryption, true],
    ['asar integrity validation', FuseV1Options.EnableEmbeddedAsarIntegrityValidation, true],
    ['loading the app only from asar', FuseV1Options.OnlyLoadAppFromAsar, true],
    ['extra file:// privileges', FuseV1Options.GrantFileProtocolExtraPrivileges, false],
  ])('%s is set as the checklist asks', (_name, option, expected) => {
    expect(fuse(option)).toBe(expected);
  });

  it('decides every fuse this Electron has, so a new one fails the build until decided', () => {
    expect(desktopFuses.strictlyRequireAllFuses).toBe(true);
    const options = Object.values(FuseV1Options).filter((value) => typeof value === 'number');
    for (const option of options) expect(typeof fuse(option), FuseV1Options[option]).toBe('boolean');
  });

  it('flips the packaged binary of each platform in afterPack', async () => {
    const flip = vi.fn(async (_binary: string, _config: unknown) => 0);
    const packager = { appInfo: { productFilename: 'Aegisline' }, executableName: 'aegisline' };
    await applyFuses({ appOutDir: '/out/linux-unpacked', electronPlatformName: 'linux', packager }, flip);
    await applyFuses({ appOutDir: '/out/mac', electronPlatformName: 'darwin', packager }, flip);
    await applyFuses({ appOutDir: '/out/win-unpacked', electronPlatformName: 'win32', packager }, flip);
    expect(flip.mock.calls.map(([binary]) => binary)).toEqual([
      path.join('/out/linux-unpacked', 'aegisline'),
      path.join('/out/mac', 'Aegisline.app'),
      path.join('/out/win-unpacked', 'Aegisline.exe'),
    ]);
    expect(flip).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ resetAdHocDarwinSignature: true }));
    expect(
      packagedBinaryPath({
        appOutDir: '/o',
        electronPlatformName: 'linux',
        packager: { appInfo: { productFilename: 'A' } },
      }),
    ).toBe(path.join('/o', 'A'));
  });
});
