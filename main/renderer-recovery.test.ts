import type { MessageBoxOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createMainLog } from './main-log';
import { crashedButtons, hungButtons, offerRendererRecovery } from './renderer-recovery';
import { FakeWebContents } from './test-support/fake-browser-window';

function setup(answer: string) {
  const contents = new FakeWebContents();
  const log = createMainLog();
  const ask = vi.fn(async (options: MessageBoxOptions) => ({ response: options.buttons?.indexOf(answer) ?? 0 }));
  const close = vi.fn();
  offerRendererRecovery(contents, { ask, close, log });
  return { contents, log, ask, close };
}

describe('recovering a crashed or hung window', () => {
  it('offers Reload when the page crashed, and reloads', async () => {
    const { contents, log, ask } = setup('Reload');
    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    await vi.waitFor(() => expect(contents.reload).toHaveBeenCalledOnce());
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'This window stopped working', buttons: crashedButtons, defaultId: 0 }),
    );
    expect(log.recent().at(-1)).toMatchObject({ level: 'error', message: "A window's page stopped: crashed" });
  });

  it('closes the window instead when asked to, and says nothing about a clean exit', async () => {
    const closing = setup('Close Window');
    closing.contents.emit('render-process-gone', {}, { reason: 'oom' });
    await vi.waitFor(() => expect(closing.close).toHaveBeenCalledOnce());
    expect(closing.contents.reload).not.toHaveBeenCalled();

    const clean = setup('Reload');
    clean.contents.emit('render-process-gone', {}, { reason: 'clean-exit' });
    expect(clean.ask).not.toHaveBeenCalled();
  });

  it('on a hang, waits by default, and reloads (ending the hung page first) when asked to', async () => {
    const waiting = setup('Wait');
    waiting.contents.emit('unresponsive');
    await vi.waitFor(() => expect(waiting.ask).toHaveBeenCalledOnce());
    expect(waiting.ask.mock.calls[0]?.[0]).toMatchObject({ buttons: hungButtons, defaultId: 0, cancelId: 0 });
    expect(waiting.contents.reload).not.toHaveBeenCalled();

    const reloading = setup('Reload');
    reloading.contents.emit('unresponsive');
    await vi.waitFor(() => expect(reloading.contents.reload).toHaveBeenCalledOnce());
    expect(reloading.contents.forcefullyCrashRenderer).toHaveBeenCalledOnce();
  });

  it('asks once while a question is open', async () => {
    const { contents, ask } = setup('Wait');
    contents.emit('unresponsive');
    contents.emit('unresponsive');
    await vi.waitFor(() => expect(ask).toHaveBeenCalledOnce());
  });
});
