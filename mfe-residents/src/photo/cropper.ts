/** Geometry of the photo cropper (seed 000 §9: viewport 300x300, boundary 630x400, zoom step 0.1). Pure, tested. */
import { CROPPER_BOUNDARY, CROPPER_VIEWPORT } from 'shared-domain';

export const VIEWPORT = {
  ...CROPPER_VIEWPORT,
  x: (CROPPER_BOUNDARY.width - CROPPER_VIEWPORT.width) / 2,
  y: (CROPPER_BOUNDARY.height - CROPPER_VIEWPORT.height) / 2,
};
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Scale at zoom 1: the image just covers the viewport. */
export function baseScale(width: number, height: number): number {
  return Math.max(CROPPER_VIEWPORT.width / width, CROPPER_VIEWPORT.height / height);
}

export interface CropState {
  zoom: number;
  x: number;
  y: number;
}

/** Keeps the viewport covered by the image: clamps the image's top-left corner. */
export function clampOffset(s: CropState, width: number, height: number): CropState {
  const scale = baseScale(width, height) * s.zoom;
  const w = width * scale;
  const h = height * scale;
  const x = Math.min(VIEWPORT.x, Math.max(VIEWPORT.x + VIEWPORT.width - w, s.x));
  const y = Math.min(VIEWPORT.y, Math.max(VIEWPORT.y + VIEWPORT.height - h, s.y));
  return { zoom: s.zoom, x, y };
}

/** The image centred in the viewport at zoom 1. */
export function initialCrop(width: number, height: number): CropState {
  const scale = baseScale(width, height);
  return {
    zoom: 1,
    x: VIEWPORT.x + (VIEWPORT.width - width * scale) / 2,
    y: VIEWPORT.y + (VIEWPORT.height - height * scale) / 2,
  };
}

/** Zooms around the viewport's centre. */
export function zoomTo(s: CropState, zoom: number, width: number, height: number): CropState {
  const z = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 10) / 10));
  const cx = VIEWPORT.x + VIEWPORT.width / 2;
  const cy = VIEWPORT.y + VIEWPORT.height / 2;
  const k = z / s.zoom;
  return clampOffset({ zoom: z, x: cx - (cx - s.x) * k, y: cy - (cy - s.y) * k }, width, height);
}

/** Source rectangle (image pixels) under the viewport. */
export function sourceRect(s: CropState, width: number, height: number) {
  const scale = baseScale(width, height) * s.zoom;
  return {
    sx: (VIEWPORT.x - s.x) / scale,
    sy: (VIEWPORT.y - s.y) / scale,
    sw: VIEWPORT.width / scale,
    sh: VIEWPORT.height / scale,
  };
}
