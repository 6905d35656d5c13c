import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real picture of the given size and format, made by sharp, for upload tests. */
export function samplePicture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 80, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG that says it is `width` × `height` (gray, 8 bits) with one tiny compressed row: a decompression bomb's
 * header, a few hundred bytes long, which a decoder would try to fill with width × height pixels.
 */
export function oversizedPngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // gray
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const hostileSvg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" onload="alert(1)">
  <script>alert(2)</script>
  <a href="javascript:alert(3)"><rect width="10" height="10" fill="#123456"/></a>
  <defs><path id="mark" d="M0 0h10v10z"/></defs>
  <use href="#mark" x="20"/>
  <use href="https://evil.example/sprite.svg#x"/>
  <foreignObject><div>html <iframe src="https://evil.example"></iframe></div></foreignObject>
  <text x="30" y="20">Aegisline</text>
</svg>`;
