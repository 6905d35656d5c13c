import { describe, expect, it, vi } from 'vitest';
import type { PromptingContents } from './unload-prompt';
import { askBeforeUnload, unloadPrompt } from './unload-prompt';

function contentsDouble() {
  let listener: ((event: { preventDefault(): void }) => void) | undefined;
  const contents: PromptingContents = {
    on: (_event, handler) => {
      listener = handler;
    },
  };
  const holdBack = () => {
    const event = { preventDefault: vi.fn() };
    listener?.(event);
    return event;
  };
  return { contents, holdBack };
}

describe('askBeforeUnload', () => {
  it('lets the unload go on when the person chooses Leave', () => {
    const { contents, holdBack } = contentsDouble();
    const ask = vi.fn(() => 0);
    askBeforeUnload(contents, ask);
    expect(holdBack().preventDefault).toHaveBeenCalled();
    expect(ask).toHaveBeenCalledWith(unloadPrompt);
  });

  it('keeps the page when the person chooses Stay or closes the box', () => {
    const { contents, holdBack } = contentsDouble();
    askBeforeUnload(contents, () => 1);
    expect(holdBack().preventDefault).not.toHaveBeenCalled();
  });
});
