/** Upload photo dialog with a small canvas cropper: drag to move, zoom in steps of 0.1, 300x300 result (JPEG). */
import { useEffect, useRef, useState, type ChangeEvent, type PointerEvent } from 'react';
import { CROPPER_BOUNDARY, CROPPER_VIEWPORT, CROPPER_ZOOM_STEP } from 'shared-domain';
import { Box, Button, CloseButton, Dialog, Field, HStack, Portal, Text, chakra } from 'shared-ui';
import { MAX_ZOOM, MIN_ZOOM, VIEWPORT, baseScale, clampOffset, initialCrop, sourceRect, zoomTo, type CropState } from './cropper';

export const PHOTO_FILE_TYPE_MESSAGE = 'Please choose a JPEG or PNG image.';
export const PHOTO_FILE_SIZE_MESSAGE = 'Please choose an image of 10 MB or less.';
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface PhotoUploadDialogProps {
  open: boolean;
  busy?: boolean;
  onCancel: () => void;
  /** The cropped 300x300 photo as a JPEG data URL. */
  onSave: (dataUrl: string) => void;
}

export function PhotoUploadDialog({ open, busy, onCancel, onSave }: PhotoUploadDialogProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<CropState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number; crop: CropState } | null>(null);

  useEffect(() => {
    if (!open) {
      setImage(null);
      setCrop(null);
      setError(null);
    }
  }, [open]);

  useEffect(() => {
    const ctx = canvas.current?.getContext?.('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, CROPPER_BOUNDARY.width, CROPPER_BOUNDARY.height);
    if (!image || !crop) return;
    const scale = baseScale(image.naturalWidth, image.naturalHeight) * crop.zoom;
    ctx.drawImage(image, crop.x, crop.y, image.naturalWidth * scale, image.naturalHeight * scale);
    ctx.fillStyle = 'rgba(0,0,0,0.5)';
    ctx.beginPath();
    ctx.rect(0, 0, CROPPER_BOUNDARY.width, CROPPER_BOUNDARY.height);
    ctx.rect(VIEWPORT.x + VIEWPORT.width, VIEWPORT.y, -VIEWPORT.width, VIEWPORT.height);
    ctx.fill('evenodd');
  }, [image, crop]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setImage(null);
    setCrop(null);
    if (!file) return;
    if (!['image/jpeg', 'image/png'].includes(file.type)) {
      setError(PHOTO_FILE_TYPE_MESSAGE);
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setError(PHOTO_FILE_SIZE_MESSAGE);
      return;
    }
    setError(null);
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setCrop(initialCrop(img.naturalWidth, img.naturalHeight));
    };
    img.onerror = () => setError(PHOTO_FILE_TYPE_MESSAGE);
    img.src = url;
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!crop) return;
    drag.current = { x: e.clientX, y: e.clientY, crop };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current || !image) return;
    const d = drag.current;
    setCrop(
      clampOffset(
        { zoom: d.crop.zoom, x: d.crop.x + e.clientX - d.x, y: d.crop.y + e.clientY - d.y },
        image.naturalWidth,
        image.naturalHeight,
      ),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const save = () => {
    if (!image || !crop) return;
    const out = document.createElement('canvas');
    out.width = CROPPER_VIEWPORT.width;
    out.height = CROPPER_VIEWPORT.height;
    const ctx = out.getContext('2d');
    if (!ctx) return;
    const r = sourceRect(crop, image.naturalWidth, image.naturalHeight);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, out.width, out.height);
    ctx.drawImage(image, r.sx, r.sy, r.sw, r.sh, 0, 0, out.width, out.height);
    onSave(out.toDataURL('image/jpeg', 0.9));
  };

  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="xl"
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="720px">
            <Dialog.Header>
              <Dialog.Title>Upload photo</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={!!error}>
                <Field.Label>Photo (JPEG or PNG)</Field.Label>
                <chakra.input type="file" accept="image/jpeg,image/png" onChange={choose} aria-label="Photo file" />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Box
                mt="3"
                w={`${CROPPER_BOUNDARY.width}px`}
                maxW="100%"
                h={`${CROPPER_BOUNDARY.height}px`}
                bg="bg.muted"
                borderRadius="md"
                overflow="hidden"
              >
                <canvas
                  ref={canvas}
                  width={CROPPER_BOUNDARY.width}
                  height={CROPPER_BOUNDARY.height}
                  style={{ cursor: image ? 'move' : 'default', touchAction: 'none' }}
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  aria-label="Photo cropper"
                />
              </Box>
              <HStack mt="3" gap="3">
                <Text fontSize="sm">Zoom</Text>
                <chakra.input
                  type="range"
                  aria-label="Zoom"
                  min={MIN_ZOOM}
                  max={MAX_ZOOM}
                  step={CROPPER_ZOOM_STEP}
                  value={crop?.zoom ?? 1}
                  disabled={!image}
                  onChange={(e) =>
                    image && crop && setCrop(zoomTo(crop, Number(e.target.value), image.naturalWidth, image.naturalHeight))
                  }
                />
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={save} disabled={!image || !!error} loading={busy}>
                Save photo
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
