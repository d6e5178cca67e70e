import type SharpModule from 'sharp';
import { SITE_PHOTO_MAX_SIDE, SITE_PHOTO_MIN_SIDE, type SitePhotoKind } from '@app/contracts';
import { HttpError } from '../lib/errors.js';

export const PHOTO_WRONG_TYPE = 'Envie uma foto em JPEG, PNG ou WebP.';
export const PHOTO_UNREADABLE = 'Não foi possível ler a foto: o arquivo está corrompido ou incompleto.';
const PHOTO_TOO_BIG = (width: number, height: number) =>
  `A foto tem ${width} × ${height} pixels: use uma de até ${SITE_PHOTO_MAX_SIDE} pixels de cada lado.`;
const PHOTO_TOO_SMALL = (width: number, height: number) =>
  `A foto tem ${width} × ${height} pixels: use uma de pelo menos ${SITE_PHOTO_MIN_SIDE} pixels de cada lado.`;

/**
 * The stored sizes: twice what the site shows (advisor column 150 × 200 px, carousel 400 × 400 px, banner image at most
 * 540 × 405 px), for sharp screens.
 */
const OUTPUT: Record<SitePhotoKind, { width: number; height: number }> = {
  assessor: { width: 300, height: 400 },
  assessorado: { width: 800, height: 800 },
  banner: { width: 1080, height: 810 },
};

let sharpLoading: Promise<typeof SharpModule> | null = null;
/** Loaded on the first upload: a server that never receives a photo never maps libvips. */
function loadSharp(): Promise<typeof SharpModule> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // A decoded 12-megapixel photo is ~36 MB: libvips' operation cache would keep some alive after the upload.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The image type told by the file's first bytes; its name and the browser's Content-Type are not trusted. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const starts = (offset: number, signature: readonly number[]) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

export interface PreparedPhoto {
  bytes: Buffer;
  mime: 'image/webp';
  largura: number;
  altura: number;
}

/**
 * The place's shape at the largest size the photo fills without being enlarged: a 600 × 800 portrait for a 1080 × 810
 * banner becomes 600 × 450, still 4:3 (sharp's own `withoutEnlargement` would leave it 600 × 800, uncropped), and a
 * 6000 × 200 strip for an 800 × 800 square becomes 200 × 200, never a 24000 × 800 image first.
 */
export function croppedSize(place: { width: number; height: number }, photo: { width: number; height: number }) {
  const scale = Math.min(1, photo.width / place.width, photo.height / place.height);
  return { width: Math.max(1, Math.round(place.width * scale)), height: Math.max(1, Math.round(place.height * scale)) };
}

/**
 * Checks an uploaded photo and turns it into the WebP the site serves: type by content, size in pixels read from the
 * header before any decoding, then turned upright (EXIF orientation), cropped to the place it fills and stripped of
 * its metadata (a phone photo's EXIF may carry where it was taken).
 */
export async function preparePhoto(bytes: Buffer, kind: SitePhotoKind): Promise<PreparedPhoto> {
  const format = sniffPhotoFormat(bytes);
  // Anything else never reaches libvips, which would otherwise also read SVG, TIFF, GIF, HEIF...
  if (!format) throw new HttpError(400, PHOTO_WRONG_TYPE);
  const sharp = await loadSharp();
  const header = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new HttpError(400, PHOTO_UNREADABLE);
    });
  if (header.format !== format) throw new HttpError(400, PHOTO_UNREADABLE);
  const { width, height } = header;
  if (!width || !height) throw new HttpError(400, PHOTO_UNREADABLE);
  if (width > SITE_PHOTO_MAX_SIDE || height > SITE_PHOTO_MAX_SIDE) throw new HttpError(400, PHOTO_TOO_BIG(width, height));
  if (width < SITE_PHOTO_MIN_SIDE || height < SITE_PHOTO_MIN_SIDE) throw new HttpError(400, PHOTO_TOO_SMALL(width, height));
  const size = croppedSize(
    OUTPUT[kind],
    header.orientation && header.orientation >= 5 ? { width: height, height: width } : { width, height },
  );
  const { data, info } = await sharp(bytes, { limitInputPixels: SITE_PHOTO_MAX_SIDE * SITE_PHOTO_MAX_SIDE, failOn: 'error' })
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new HttpError(400, PHOTO_UNREADABLE);
    });
  return { bytes: data, mime: 'image/webp', largura: info.width, altura: info.height };
}
