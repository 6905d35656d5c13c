import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { resumeLimits, resumeMessages } from '../../../contract/submissions';
import { HttpError } from '../../http/http-error';
import { withoutUnsafeText } from '../../http/unsafe-text';

export interface ReceivedResume {
  /** A random name that marks the application as having a résumé; the bytes are stored with the row. */
  file: string;
  originalName: string;
  size: number;
  data: Buffer;
}

const resumeError = (message: string) => new HttpError(400, `Invalid input: resume`, { resume: message });

const startsWithPdfSignature = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Reads an uploaded résumé into memory (at most `resumeLimits.maxBytes`, enforced by the multipart limit) so
 * it can be stored in the database with its application, refusing anything that is not a PDF by type and by
 * signature, or that is over the size limit. Nothing touches the instance's own disk.
 */
export async function receiveResume(part: MultipartFile): Promise<ReceivedResume> {
  if (part.mimetype !== resumeLimits.mimeType) {
    part.file.resume();
    throw resumeError(resumeMessages.notPdf);
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw resumeError(resumeMessages.tooLarge);
    throw error;
  }
  if (part.file.truncated) throw resumeError(resumeMessages.tooLarge);
  if (!startsWithPdfSignature(data)) throw resumeError(resumeMessages.notPdf);
  return {
    file: `${randomBytes(16).toString('hex')}.pdf`,
    // Only ever shown to staff, so a broken character in it is replaced rather than the application refused.
    originalName: withoutUnsafeText(path.basename(part.filename).slice(0, 200)),
    size: data.length,
    data,
  };
}
