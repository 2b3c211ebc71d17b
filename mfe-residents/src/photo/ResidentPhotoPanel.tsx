/** The resident's profile photo with upload (cropper) and delete (after a browser confirmation); changes are broadcast. */
import { useEffect, useState } from 'react';
import { usePermission } from 'shared-auth';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import type { ResidentPhoto } from 'shared-domain/resident-types';
import { Box, Button, Card, HStack, Text, chakra, notify } from 'shared-ui';
import { deletePhoto, fetchPhoto, savePhoto } from '../api/record';
import type { ResidentPanelProps } from '../slots';
import { PhotoUploadDialog } from './PhotoUploadDialog';
import { broadcastPhotoChanged, usePhotoRefresh } from './photoChannel';

export default function ResidentPhotoPanel({ resident }: ResidentPanelProps) {
  const { canModify } = usePermission('residentsDetails');
  const [photo, setPhoto] = useState<ResidentPhoto | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [local, setLocal] = useState(0);
  const remote = usePhotoRefresh(resident.id);

  useEffect(() => {
    const controller = new AbortController();
    fetchPhoto(resident.id, controller.signal)
      .then((p) => { if (!controller.signal.aborted) setPhoto(p); })
      .catch(() => { if (!controller.signal.aborted) notify.error(RECORD_MESSAGES.photoLoadError); });
    return () => controller.abort();
  }, [resident.id, local, remote]);

  const save = async (dataUrl: string) => {
    setBusy(true);
    try {
      setPhoto(await savePhoto(resident.id, dataUrl));
      setOpen(false);
      notify.success(RECORD_MESSAGES.photoSaved);
      broadcastPhotoChanged(resident.id);
    } catch {
      notify.error(RECORD_MESSAGES.photoSaveError);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!window.confirm(RECORD_MESSAGES.deletePhotoConfirm)) return;
    try {
      await deletePhoto(resident.id);
      setPhoto(null);
      notify.success(RECORD_MESSAGES.photoDeleted);
      broadcastPhotoChanged(resident.id);
      setLocal((n) => n + 1);
    } catch {
      notify.error(RECORD_MESSAGES.photoRemoveError);
    }
  };

  return (
    <Card.Root>
      <Card.Body alignItems="center">
        {photo ? (
          <chakra.img src={photo.photo} alt={`Photo of ${resident.firstName} ${resident.lastName}`} w="200px" h="200px" borderRadius="md" objectFit="cover" />
        ) : (
          <Box w="200px" h="200px" borderRadius="md" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
            <Text fontSize="4xl" color="fg.muted" aria-label="No photo">{resident.firstName[0]}{resident.lastName[0]}</Text>
          </Box>
        )}
        {canModify ? (
          <HStack mt="3">
            <Button size="xs" variant="outline" onClick={() => setOpen(true)}>Upload photo</Button>
            {photo ? <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>Delete photo</Button> : null}
          </HStack>
        ) : null}
        <PhotoUploadDialog open={open} busy={busy} onCancel={() => setOpen(false)} onSave={(d) => void save(d)} />
      </Card.Body>
    </Card.Root>
  );
}
