import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { resumeLimits, resumeMessages } from '../../../contract/submissions';
import { HttpError } from '../../http/http-error';

export interface StoredResume {
  file: string;
  originalName: string;
  size: number;
}

export function resumeDirectory(dataDir: string): string {
  return path.join(dataDir, 'resumes');
}

const resumeError = (message: string) => new HttpError(400, `Invalid input: resume`, { resume: message });

async function startsWithPdfSignature(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return bytesRead === 5 && buffer.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

/**
 * Streams an uploaded résumé to a random file name under the data directory (never under the web root),
 * refusing anything that is not a PDF by type and by signature, or that is over the size limit.
 */
export async function receiveResume(part: MultipartFile, dataDir: string): Promise<StoredResume> {
  if (part.mimetype !== resumeLimits.mimeType) {
    part.file.resume();
    throw resumeError(resumeMessages.notPdf);
  }
  const directory = resumeDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.pdf`;
  const target = path.join(directory, file);
  try {
    await pipeline(part.file, createWriteStream(target, { flags: 'wx' }));
    if (part.file.truncated) throw resumeError(resumeMessages.tooLarge);
    if (!(await startsWithPdfSignature(target))) throw resumeError(resumeMessages.notPdf);
    const { size } = await stat(target);
    return { file, originalName: path.basename(part.filename).slice(0, 200), size };
  } catch (error) {
    await rm(target, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw resumeError(resumeMessages.tooLarge);
    }
    throw error;
  }
}
