import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RouterHistory } from './guard-history';
import { guardHistory } from './guard-history';
import { createLeaveGuards } from './leave-guards';

/**
 * A history that, like the browser's, answers `go()` later (with a popstate), so the order of the pops the
 * guard causes and the person's answer can be played out step by step.
 */
function setUp() {
  const memory = createMemoryHistory({ initialEntries: ['/list', '/editor'], initialIndex: 1, v5Compat: true });
  const later: (() => void)[] = [];
  const base: RouterHistory = {
    get action() {
      return memory.action;
    },
    get location() {
      return memory.location;
    },
    createHref: (to) => memory.createHref(to),
    createURL: (to) => memory.createURL(to),
    encodeLocation: (to) => memory.encodeLocation(to),
    push: (to, state?: unknown) => memory.push(to, state),
    replace: (to, state?: unknown) => memory.replace(to, state),
    go: (delta) => later.push(() => memory.go(delta)),
    listen: (listener) => memory.listen(listener),
  };
  const guards = createLeaveGuards();
  guards.subscribe(() => undefined); // stands in for the dialog
  const history = guardHistory(base, guards);
  const heard: string[] = [];
  history.listen((update) => heard.push(`${update.action} ${update.location.pathname}`));
  const browserAnswers = () => later.shift()?.();
  const answer = async (leave: boolean) => {
    guards.question?.answer(leave);
    await Promise.resolve();
  };
  return { history, guards, heard, browserAnswers, answer, where: () => memory.location.pathname };
}

describe('guardHistory', () => {
  it('lets Back through while nothing is unsaved', () => {
    const { history, heard, browserAnswers } = setUp();
    history.go(-1);
    browserAnswers();
    expect(heard).toEqual(['POP /list']);
  });

  it('undoes a Back the browser already took and keeps it undone on "Stay"', async () => {
    const { history, guards, heard, browserAnswers, answer, where } = setUp();
    guards.add();
    history.go(-1);
    browserAnswers(); // the Back itself: the router is not told, the browser is sent forward again
    expect(where()).toBe('/list');
    expect(guards.question).not.toBeNull();
    browserAnswers(); // the undoing step, swallowed
    expect(where()).toBe('/editor');
    await answer(false);
    browserAnswers();
    expect(heard).toEqual([]);
    expect(where()).toBe('/editor');
  });

  it('takes the same step again on "Leave", even when answered before the undoing step arrived', async () => {
    const { history, guards, heard, browserAnswers, answer, where } = setUp();
    guards.add();
    history.go(-1);
    browserAnswers();
    await answer(true);
    expect(heard).toEqual([]);
    browserAnswers(); // the undoing step, then the step back again
    browserAnswers();
    expect(heard).toEqual(['POP /list']);
    expect(where()).toBe('/list');
  });

  it('pushes only once "Leave" is chosen, and drops a second navigation made while asking', async () => {
    const { history, guards, heard, answer } = setUp();
    guards.add();
    history.push('/elsewhere');
    history.push('/somewhere-else');
    expect(heard).toEqual([]);
    await answer(true);
    expect(heard).toEqual(['PUSH /elsewhere']);
  });

  it('does not ask for the address already shown', () => {
    const { history, guards, heard } = setUp();
    guards.add();
    history.push('/editor');
    expect(heard).toEqual(['PUSH /editor']);
    expect(guards.question).toBeNull();
  });

  it('navigates without asking inside bypass', () => {
    const { history, guards, heard } = setUp();
    guards.add();
    guards.bypass(() => history.replace('/editor/7'));
    expect(heard).toEqual(['REPLACE /editor/7']);
    expect(guards.question).toBeNull();
  });
});
