import type { FastifyInstance } from 'fastify';
import type { AdminSubpage } from '../../../../contract/admin/admin-pages';
import { HttpError } from '../../../http/http-error';

export const subpageNotFound = () => new HttpError(404, 'Subpage not found');

export async function findSubpageOrThrow(app: FastifyInstance, id: number): Promise<AdminSubpage> {
  const subpage = await app.adminRepos.subpages.find(id);
  if (!subpage) throw subpageNotFound();
  return subpage;
}
