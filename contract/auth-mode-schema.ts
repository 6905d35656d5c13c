import * as z from 'zod/mini';
import { authModes } from './runtime-config';

/** How a backend authenticates staff: bearer tokens (hosted) or cookie sessions (local). */
export const AuthModeSchema = z.enum(authModes);
