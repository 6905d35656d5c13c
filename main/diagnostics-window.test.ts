import { beforeEach, describe, expect, it } from 'vitest';
import type { BackendInfo } from '../contract/desktop-bridge';
import { createDiagnosticsWindowManager } from './diagnostics-window';
import { FakeBrowserWindow } from './test-support/fake-browser-window';

const hosted: BackendInfo = {
  id: 'hosted',
  label: 'Hosted backend',
  baseUrl: 'https://api.example.com',
  authMode: 'token',
};

describe('diagnostics window', () => {
  beforeEach(() => FakeBrowserWindow.reset());
  const manager = () =>
    createDiagnosticsWindowManager(FakeBrowserWindow, { preloadPath: '/preload.cjs', activeBackend: () => hosted });

  it('opens the API tester page in a window of its own, titled with the active backend', () => {
    const window = manager().open() as FakeBrowserWindow;
    expect(window.loadURL).toHaveBeenCalledWith('app://site/diagnostics.html');
    expect(window.title).toBe('Diagnostics — Hosted backend');
  });

  it('is single-instance: opening again focuses the existing window', () => {
    const diagnostics = manager();
    const first = diagnostics.open() as FakeBrowserWindow;
    const second = diagnostics.open();
    expect(second).toBe(first);
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(first.focus).toHaveBeenCalledOnce();
  });

  it('restores a minimised diagnostics window instead of opening another', () => {
    const diagnostics = manager();
    const first = diagnostics.open() as FakeBrowserWindow;
    first.minimized = true;
    diagnostics.open();
    expect(first.restore).toHaveBeenCalledOnce();
    expect(FakeBrowserWindow.instances).toHaveLength(1);
  });

  it('opens a fresh window once the previous one was closed', () => {
    const diagnostics = manager();
    const first = diagnostics.open() as FakeBrowserWindow;
    first.close();
    const second = diagnostics.open();
    expect(second).not.toBe(first);
    expect(FakeBrowserWindow.instances).toHaveLength(2);
  });
});
