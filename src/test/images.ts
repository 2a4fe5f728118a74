import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Images for upload tests, drawn with sharp (never files from elsewhere). */

type Format = 'jpeg' | 'png' | 'webp' | 'gif';

/** A plain image of one colour in the given format. */
export function solidImage(format: Format, width = 320, height = 240, colour = '#f5a290'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A JPEG as a phone writes it: the camera's make, GPS coordinates (Sydney) in EXIF and XMP, and
 * the orientation tag saying "rotate 90° clockwise to display". The stored pixels are landscape,
 * red on the left half and blue on the right, so an upright copy is red on top, blue below.
 */
export async function phoneJpegWithGps(): Promise<Buffer> {
  const blueHalf = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: blueHalf, left: 200, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 36/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="33,52.07S" exif:GPSLongitude="151,12.6E"/>' +
        '</rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether raw EXIF holds a GPS block (the GPS IFD pointer, tag 0x8825, in either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes whose header declares a width × height image: a decompression bomb's shape. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

/** The colour of one pixel of an image, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}
