import { CROPPER_ZOOM_STEP } from 'shared-domain';
import { VIEWPORT, baseScale, clampOffset, initialCrop, sourceRect, zoomTo } from './cropper';

test('viewport 300x300 centred in the 630x400 boundary; zoom step 0.1', () => {
  expect(VIEWPORT).toEqual({ width: 300, height: 300, x: 165, y: 50 });
  expect(CROPPER_ZOOM_STEP).toBe(0.1);
});

test('an image is centred and covers the viewport at zoom 1', () => {
  const c = initialCrop(600, 300); // landscape: height fits 300 -> scale 1
  expect(baseScale(600, 300)).toBe(1);
  expect(c).toEqual({ zoom: 1, x: 165 - 150, y: 50 });
  expect(sourceRect(c, 600, 300)).toEqual({ sx: 150, sy: 0, sw: 300, sh: 300 });
});

test('panning is clamped so the viewport stays covered', () => {
  const c = clampOffset({ zoom: 1, x: 1000, y: -1000 }, 600, 300);
  expect(c).toEqual({ zoom: 1, x: 165, y: 50 });
  expect(sourceRect(c, 600, 300)).toEqual({ sx: 0, sy: 0, sw: 300, sh: 300 });
});

test('zooming keeps the centre, rounds to 0.1 and stays within 1-4', () => {
  const c = zoomTo(initialCrop(300, 300), 2.04, 300, 300);
  expect(c.zoom).toBe(2);
  expect(sourceRect(c, 300, 300)).toEqual({ sx: 75, sy: 75, sw: 150, sh: 150 });
  expect(zoomTo(c, 9, 300, 300).zoom).toBe(4);
  expect(zoomTo(c, 0.2, 300, 300).zoom).toBe(1);
});
