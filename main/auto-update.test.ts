import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdaterLike } from './auto-update';
import { configureAutoUpdates, restartButtons, updateCheckIntervalMs } from './auto-update';
import { createMainLog } from './main-log';

class UpdaterDouble extends EventEmitter {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  logger: UpdaterLike['logger'] = null;
  readonly setFeedURL = vi.fn();
  readonly checkForUpdates = vi.fn(async (): Promise<unknown> => null);
  readonly quitAndInstall = vi.fn();
}

function setup(options: { feedUrl?: string; isPackaged?: boolean; answer?: string } = {}) {
  const updater = new UpdaterDouble();
  const log = createMainLog();
  const ask = vi.fn(async (_options: { buttons?: string[] }) => ({
    response: options.answer ? restartButtons.indexOf(options.answer) : 0,
  }));
  const updates = configureAutoUpdates(updater as unknown as UpdaterLike, {
    feedUrl: 'feedUrl' in options ? options.feedUrl : 'https://updates.aegisline.example/desktop/',
    isPackaged: options.isPackaged ?? true,
    log,
    ask,
    setInterval: (run, ms) => setInterval(run, ms),
  });
  return { updater, log, ask, updates };
}

describe('auto-update', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is off without an update server, and in unpackaged runs, and says why when asked', async () => {
    const off = setup({ feedUrl: undefined });
    expect(off.updates.state).toEqual({ enabled: false, reason: 'no update server configured' });
    expect(setup({ isPackaged: false }).updates.state).toMatchObject({ enabled: false });
    expect(off.updater.setFeedURL).not.toHaveBeenCalled();
    expect(off.updater.checkForUpdates).not.toHaveBeenCalled();
    await off.updates.checkNow();
    expect(off.ask).toHaveBeenCalledWith(expect.objectContaining({ detail: 'Reason: no update server configured.' }));
  });

  it('refuses a plain http update server (an installer fetched in the clear)', () => {
    const refused = setup({ feedUrl: 'http://updates.example' });
    expect(refused.updates.state).toMatchObject({ enabled: false });
    expect(refused.updater.setFeedURL).not.toHaveBeenCalled();
  });

  it('uses the generic provider at the configured https URL and checks at start, then every few hours', async () => {
    const { updater, updates } = setup();
    expect(updates.state).toEqual({ enabled: true, feedUrl: 'https://updates.aegisline.example/desktop' });
    expect(updater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://updates.aegisline.example/desktop',
    });
    expect(updater.autoDownload).toBe(true);
    expect(updater.checkForUpdates).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(updateCheckIntervalMs);
    await vi.advanceTimersByTimeAsync(updateCheckIntervalMs);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
  });

  it('offers "Restart to Update" once a download is ready, and restarts only when asked to', async () => {
    const later = setup({ answer: 'Later' });
    later.updater.emit('update-downloaded', { version: '0.2.0' });
    await vi.advanceTimersByTimeAsync(0);
    expect(later.ask).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Aegisline 0.2.0 is ready', buttons: restartButtons, defaultId: 0 }),
    );
    expect(later.updater.quitAndInstall).not.toHaveBeenCalled();
    // The next check finds the same download: not asked again.
    later.updater.emit('update-downloaded', { version: '0.2.0' });
    expect(later.ask).toHaveBeenCalledOnce();

    const now = setup({ answer: 'Restart to Update' });
    now.updater.emit('update-downloaded', { version: '0.2.0' });
    await vi.advanceTimersByTimeAsync(0);
    expect(now.updater.quitAndInstall).toHaveBeenCalledOnce();
  });

  it('logs every failure, and tells the person only about a check they asked for', async () => {
    const { updater, log, ask, updates } = setup();
    updater.checkForUpdates.mockRejectedValue(new Error('net::ERR_INTERNET_DISCONNECTED'));
    updater.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED'));
    expect(log.recent().at(-1)).toMatchObject({
      level: 'error',
      message: 'Update check failed: net::ERR_INTERNET_DISCONNECTED',
    });
    expect(ask).not.toHaveBeenCalled();

    await updates.checkNow();
    updater.emit('error', new Error('503 Service Unavailable'));
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Could not check for updates', detail: '503 Service Unavailable' }),
    );
    updater.logger?.warn('checksum mismatch');
    expect(log.recent().at(-1)).toMatchObject({ level: 'warn', message: 'Updater: checksum mismatch' });
  });

  it('a check someone asked for says when the app is up to date', async () => {
    const { updater, ask, updates } = setup();
    updater.emit('update-not-available', { version: '0.1.0' });
    expect(ask).not.toHaveBeenCalled();
    await updates.checkNow();
    updater.emit('update-not-available', { version: '0.1.0' });
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ message: 'Aegisline is up to date' }));
  });
});
