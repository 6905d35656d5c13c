import type { FastifyReply, FastifyRequest } from 'fastify';
import { PagingQuerySchema } from '../../../contract/admin/paging';
import type { ContentChange } from '../../http/content-change';
import { changeTouches } from '../../http/content-change';
import { parseInput } from '../../http/parse-input';

/**
 * A public list (every published page, every published subpage) read once and kept, serialized, until a change
 * touches it: the spec's answer is the whole list (823 KB at 5,000 pages), which the renderer's lists need, so it
 * is built on change rather than on every request. `?page=&pageSize=` answers one page of it for other clients,
 * with the whole count in `X-Total-Count`.
 */
export function keptList<Item>(path: string, load: () => Promise<Item[]>) {
  let kept: Promise<{ items: Item[]; json: string }> | null = null;
  let generation = 0;

  const read = () => {
    if (kept) return kept;
    const startedIn = generation;
    const reading = load().then((items) => ({ items, json: JSON.stringify(items) }));
    kept = reading;
    // A failed read, or one that began before a change, is not kept for the next request.
    void reading.then(
      () => startedIn !== generation && kept === reading && (kept = null),
      () => kept === reading && (kept = null),
    );
    return reading;
  };

  return {
    async answer(request: FastifyRequest, reply: FastifyReply) {
      const query = request.query as Record<string, unknown>;
      const { items, json } = await read();
      void reply.type('application/json; charset=utf-8');
      if (query.page === undefined && query.pageSize === undefined) return reply.send(json);
      const { page, pageSize } = parseInput(PagingQuerySchema, request.query);
      return reply
        .header('X-Total-Count', String(items.length))
        .send(items.slice((page - 1) * pageSize, page * pageSize));
    },
    invalidate(change: ContentChange): void {
      if (!changeTouches(change, path)) return;
      generation += 1;
      kept = null;
    },
  };
}
