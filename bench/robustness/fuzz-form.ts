import sharp from 'sharp';
import type { FormPart } from './fuzz-seed';

/** multipart/form-data, written by hand so a part can be as broken as a case needs. */
export function encodeForm(
  boundary: string,
  parts: readonly (FormPart & { rawHeaders?: string })[],
  closing = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers =
      part.rawHeaders ??
      [`Content-Disposition: ${disposition}`, ...(part.type ? [`Content-Type: ${part.type}`] : [])].join('\r\n');
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'utf8'));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data, Buffer.from('\r\n'));
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const samplePdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

let picture: Buffer | undefined;
/** A small real PNG, made once: uploads are decoded and re-encoded, so it must be a picture. */
export async function preparePicture(): Promise<Buffer> {
  picture ??= await sharp({ create: { width: 96, height: 64, channels: 3, background: '#20407a' } })
    .png()
    .toBuffer();
  return picture;
}

/** The picture made by preparePicture (seeds are synchronous, so it is made before the run starts). */
export function samplePicture(): Buffer {
  if (!picture) throw new Error('preparePicture() must run before the fuzz builds uploads');
  return picture;
}
