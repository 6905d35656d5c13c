import type { FastifyInstance } from 'fastify';
import type { AdminPerson } from '../../../../contract/admin/admin-people';
import { HttpError } from '../../../http/http-error';

export const personNotFound = () => new HttpError(404, 'Person not found');

export async function findPersonOrThrow(app: FastifyInstance, id: number): Promise<AdminPerson> {
  const person = await app.adminRepos.people.find(id);
  if (!person) throw personNotFound();
  return person;
}
