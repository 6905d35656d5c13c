import { HttpError } from '../../http/http-error';

/** Registering and accepting an invitation refuse a taken username alike, under the field. */
export const usernameTaken = () => new HttpError(409, 'That username is taken', { username: 'That username is taken' });
