import type { FastifyRequest } from 'fastify';
import { mediaLimits, mediaMessages } from '../../../../contract/media/media-rules';
import { HttpError } from '../../../http/http-error';
import { fileError } from '../../../media/read-image';

export interface MediaForm {
  fields: Record<string, string>;
  file?: { fileName: string; data: Buffer };
}

const isFileTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads an upload form (`file` plus text fields) into memory, refusing a second file or a file over the size
 * limit before it is all read. Pictures are at most 10 MB and go to the database, so a buffer is the simplest
 * right thing; nothing is written anywhere until the whole form has been checked.
 */
export async function readMediaForm(request: FastifyRequest): Promise<MediaForm> {
  const form: MediaForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: mediaLimits.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          part.file.resume();
          throw new HttpError(400, 'Invalid input: file', { file: 'Attach one file, named file' });
        }
        form.file = { fileName: part.filename, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw fileError(mediaMessages.tooLarge);
    throw error;
  }
  return form;
}
