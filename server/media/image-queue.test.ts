import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { createImageQueue } from './image-queue';

/** A piece of work that runs until the test ends it, and says whether it started. */
function heldWork() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = { started: false, finish, done, run: () => ((work.started = true), done) };
  return work;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the image queue', () => {
  it('works on at most `width` images at once and starts the next in line when one ends', async () => {
    const queue = createImageQueue({ width: 2, waiting: 2 });
    const works = [heldWork(), heldWork(), heldWork()];
    const runs = works.map((work) => queue.run(work.run));
    await settle();
    expect(works.map((work) => work.started)).toEqual([true, true, false]);
    expect(queue.load()).toEqual({ working: 2, waiting: 1 });

    works[0]?.finish();
    await settle();
    expect(works[2]?.started).toBe(true);
    expect(queue.load()).toEqual({ working: 2, waiting: 0 });
    works[1]?.finish();
    works[2]?.finish();
    await Promise.all(runs);
    expect(queue.load()).toEqual({ working: 0, waiting: 0 });
  });

  it('refuses with 503 and Retry-After when the line is full, without starting the work', async () => {
    const queue = createImageQueue({ width: 1, waiting: 1 });
    const [first, second, third] = [heldWork(), heldWork(), heldWork()];
    const runs = [queue.run(first.run), queue.run(second.run)];
    const refused = await queue.run(third.run).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: expect.stringMatching(/nothing was saved/) });
    expect((refused as HttpError).headers['retry-after']).toMatch(/^\d+$/);
    expect(third.started).toBe(false);
    first.finish();
    second.finish();
    await Promise.all(runs);
  });

  it('takes an upload whose client left out of the line; its work never runs', async () => {
    const queue = createImageQueue({ width: 1, waiting: 2 });
    const [first, leaving, staying] = [heldWork(), heldWork(), heldWork()];
    const client = new AbortController();
    const runs = [queue.run(first.run), queue.run(leaving.run, client.signal), queue.run(staying.run)];
    client.abort(new Error('gone'));
    await expect(runs[1]).rejects.toThrow('gone');
    expect(queue.load()).toEqual({ working: 1, waiting: 1 });

    first.finish();
    await settle();
    expect(leaving.started).toBe(false);
    expect(staying.started).toBe(true);
    staying.finish();
    await Promise.all([runs[0], runs[2]]);
  });

  it('lets no newcomer take a place that is being handed to the next in line', async () => {
    const queue = createImageQueue({ width: 1, waiting: 1 });
    const [first, waiting, newcomer] = [heldWork(), heldWork(), heldWork()];
    const runs = [queue.run(first.run), queue.run(waiting.run)];
    // Arrives in the very moment the first one ends, before the waiting one has resumed.
    const late = first.done.then(() => queue.run(newcomer.run));
    first.finish();
    await runs[0];
    await settle();
    expect([waiting.started, newcomer.started]).toEqual([true, false]);
    expect(queue.load()).toEqual({ working: 1, waiting: 1 });
    waiting.finish();
    await settle();
    expect(newcomer.started).toBe(true);
    newcomer.finish();
    await Promise.all([runs[1], late]);
  });

  it('gives the place back when the work fails', async () => {
    const queue = createImageQueue({ width: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('not an image')))).rejects.toThrow('not an image');
    await expect(queue.run(() => Promise.resolve('stored'))).resolves.toBe('stored');
  });
});
