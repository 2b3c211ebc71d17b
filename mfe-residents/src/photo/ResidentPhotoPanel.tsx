/** The resident's profile photo with upload (cropper) and delete (after a browser confirmation); changes are broadcast. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from 'shared-auth';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import { Box, Button, Card, HStack, Text, chakra, notify } from 'shared-ui';
import { recordKeys, useDeletePhoto, useResidentPhoto, useSavePhoto } from '../record/record.resource';
import type { ResidentPanelProps } from '../slots';
import { PhotoUploadDialog } from './PhotoUploadDialog';
import { broadcastPhotoChanged, usePhotoRefresh } from './photoChannel';

export default function ResidentPhotoPanel({ resident }: ResidentPanelProps) {
  const { canModify } = usePermission('residentsDetails');
  const [open, setOpen] = useState(false);
  // Whether there is a photo: the record says so (hasPhoto), unless this screen or another one changed it since the
  // record was loaded. Without one the image is never requested (its 404 would be a failed request in the console).
  const [known, setKnown] = useState<{ basis: ResidentDetail; hasPhoto: boolean } | null>(null);
  const hasPhoto = known && known.basis === resident ? known.hasPhoto : resident.hasPhoto === true;
  const query = useResidentPhoto(resident.id, hasPhoto);
  const photo = hasPhoto ? (query.data ?? null) : null;
  const savePhoto = useSavePhoto(resident.id);
  const deletePhoto = useDeletePhoto(resident.id);
  const client = useQueryClient();
  // Another screen (tab, window) changed this resident's photo (seed 000 §4): the record and, if there is one, the photo.
  usePhotoRefresh(resident.id, (now) => {
    setKnown({ basis: resident, hasPhoto: now });
    void client.invalidateQueries({ queryKey: recordKeys.resident(resident.id) });
    if (now) void client.invalidateQueries({ queryKey: recordKeys.photo(resident.id) });
  });

  const save = async (dataUrl: string) => {
    try {
      await savePhoto.mutateAsync(dataUrl);
      setKnown({ basis: resident, hasPhoto: true });
      setOpen(false);
      notify.success(RECORD_MESSAGES.photoSaved);
      broadcastPhotoChanged(resident.id, true);
    } catch {
      notify.error(RECORD_MESSAGES.photoSaveError);
    }
  };

  const remove = async () => {
    if (!window.confirm(RECORD_MESSAGES.deletePhotoConfirm)) return;
    try {
      await deletePhoto.mutateAsync();
      setKnown({ basis: resident, hasPhoto: false });
      notify.success(RECORD_MESSAGES.photoDeleted);
      broadcastPhotoChanged(resident.id, false);
    } catch {
      notify.error(RECORD_MESSAGES.photoRemoveError);
    }
  };

  return (
    <Card.Root>
      <Card.Body alignItems="center">
        {photo ? (
          <chakra.img
            src={photo.photo}
            alt={`Photo of ${resident.firstName} ${resident.lastName}`}
            w="200px"
            h="200px"
            borderRadius="md"
            objectFit="cover"
          />
        ) : (
          <Box w="200px" h="200px" borderRadius="md" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
            <Text fontSize="4xl" color="fg.muted" aria-label="No photo">
              {resident.firstName[0]}
              {resident.lastName[0]}
            </Text>
          </Box>
        )}
        {canModify ? (
          <HStack mt="3">
            <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
              Upload photo
            </Button>
            {photo ? (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>
                Delete photo
              </Button>
            ) : null}
          </HStack>
        ) : null}
        <PhotoUploadDialog open={open} busy={savePhoto.isPending} onCancel={() => setOpen(false)} onSave={(d) => void save(d)} />
      </Card.Body>
    </Card.Root>
  );
}
