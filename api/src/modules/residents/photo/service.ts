/** The profile photo (seed 000 §7: PUT, GET, DELETE residents/{id}/photo; a data URL, JPEG or PNG, at most 512 KB). */
import { PHOTO_MESSAGES } from 'shared-domain/contracts/residents';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, notFound } from '../../../http/errors';
import * as repo from './repository';

export const PHOTO_MAX_BYTES = 512 * 1024;
export const PHOTO_TYPE_MESSAGE = PHOTO_MESSAGES.type;
export const PHOTO_SIZE_MESSAGE = PHOTO_MESSAGES.size;

/** Decodes a data URL and checks the declared type against the file's signature. */
export function decodePhoto(dataUrl: string): { mime: 'image/jpeg' | 'image/png'; bytes: Buffer } {
  const m = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m) throw ModelStateError.field('photo', PHOTO_TYPE_MESSAGE);
  const mime = m[1] === 'image/png' ? 'image/png' : 'image/jpeg';
  const bytes = Buffer.from(m[2], 'base64');
  const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if ((mime === 'image/jpeg' && !isJpeg) || (mime === 'image/png' && !isPng))
    throw ModelStateError.field('photo', PHOTO_TYPE_MESSAGE);
  if (bytes.length > PHOTO_MAX_BYTES) throw ModelStateError.field('photo', PHOTO_SIZE_MESSAGE);
  return { mime, bytes };
}

export async function savePhoto(s: ScopedDb, residentId: number, dataUrl: string) {
  const person = await s.resolve.resident(residentId);
  const { mime, bytes } = decodePhoto(dataUrl);
  const now = new Date();
  await s.transaction(async (t) => {
    await repo.savePhoto(t, person, { mime_type: mime, content: bytes, photo_taken_date_utc: now });
    await t.audit('save-photo', 'resident', person.residentId, { bytes: bytes.length, mime });
  });
  return { photo: `data:${mime};base64,${bytes.toString('base64')}`, photoTakenDateUtc: now.toISOString() };
}

export async function getPhoto(s: ScopedDb, residentId: number) {
  const person = await s.resolve.resident(residentId);
  const p = await repo.findPhoto(s, person);
  if (!p) throw notFound('The resident has no photo.');
  return {
    photo: `data:${p.mime_type};base64,${Buffer.from(p.content).toString('base64')}`,
    photoTakenDateUtc: p.photo_taken_date_utc.toISOString(),
  };
}

export async function deletePhoto(s: ScopedDb, residentId: number) {
  const person = await s.resolve.resident(residentId);
  await s.transaction(async (t) => {
    if (await repo.deletePhoto(t, person)) await t.audit('delete-photo', 'resident', person.residentId);
  });
  return { deleted: true };
}
