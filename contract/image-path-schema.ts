import * as z from 'zod/mini';
import { imagePathMessage, imagePathPattern } from './link-rules';

/** An image shipped with the site or uploaded to it, as stored in content (logos, banner and card images). */
export const ImagePathSchema = z
  .string()
  .check(z.trim(), z.maxLength(300), z.regex(imagePathPattern, imagePathMessage));
