import type { FastifyRequest } from 'fastify';
import type { User } from '../../contract/user';
import { HttpError } from './http-error';

export function requireUser(request: FastifyRequest): User {
  if (!request.currentUser) throw new HttpError(401, 'Unauthorized');
  return request.currentUser;
}
