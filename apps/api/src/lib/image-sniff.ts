/** The picture formats the site accepts, recognised by their first bytes (never by a file name). */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/**
 * What the bytes say they are, or null. Checked before any decoder sees them, so
 * SVG, TIFF, HEIC, PDF and the rest never reach libvips at all.
 */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a `ftyp` box whose major or compatible brands name AVIF (HEIC names `heic`, `mif1` only).
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}
