import { useEffect, useRef, useState } from 'react';
import { httpStatus, usePermission } from 'shared-auth';
import { MEDICARE_TIME_ZONE, formatDate, modelStateMessages } from 'shared-domain';
import { type DocumentInfo } from 'shared-domain/documents';
import { DOCUMENT_DELETE_ERROR, DOCUMENT_LOAD_ERROR, DOCUMENT_UPLOAD_ERROR } from 'shared-domain/messages';
import { Box, Button, ConfirmDialog, HStack, Heading, ResponsiveTable, Spinner, Text, notify } from 'shared-ui';
import type { ResidentPanelProps } from '../slots';
import { documentViewUrl, fetchDocumentToken, useDeleteDocument, useDocuments, useUploadDocument } from './documents.resource';
import { UploadDocumentDialog, type UploadDocumentRequest } from './UploadDocumentDialog';

/** A row of the list: a stored document, or one still uploading (negative temporary id). */
export interface DocumentRow extends DocumentInfo {
  uploading?: boolean;
}

/**
 * The rows to show: the uploads in flight first, then the stored documents. An upload whose document the reloaded list
 * already holds is not shown twice (names are unique per resident, whatever their case): the list arrives a moment
 * before the upload's own row is removed.
 */
export function shownRows(pending: readonly DocumentRow[], stored: readonly DocumentInfo[]): DocumentRow[] {
  const storedNames = new Set(stored.map((d) => d.documentName.toLocaleLowerCase('en-AU')));
  return [...pending.filter((p) => !storedNames.has(p.documentName.toLocaleLowerCase('en-AU'))), ...stored];
}

/**
 * The resident's documents (seed 000 §3 "Document", §5, §7 "Documents", §8): list, upload (the row shows at once and is
 * removed again if the upload fails), view through a short-lived document token in a new tab, delete with the
 * remove-documents permission after a confirmation.
 */
export default function DocumentsPanel({ resident }: ResidentPanelProps) {
  const residentId = resident.residentId;
  const details = usePermission('residentsDetails');
  const removeDocuments = usePermission('residentsRemoveDocuments');
  const documents = useDocuments(residentId);
  const uploadDocument = useUploadDocument(residentId);
  const deleteDocument = useDeleteDocument(residentId);
  // Uploads in flight: shown at once at the top of the list, until the reloaded list has the stored document.
  const [pending, setPending] = useState<DocumentRow[]>([]);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<DocumentRow | null>(null);
  const nextTempId = useRef(-1);
  const mounted = useRef(true);
  const rows = shownRows(pending, documents.data ?? []);
  const loading = documents.isPending;
  const deleting = deleteDocument.isPending;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const upload = async ({ file, name, extension }: UploadDocumentRequest) => {
    setUploadOpen(false);
    const tempId = nextTempId.current--;
    setPending((current) => [{ id: tempId, documentName: name, addedBy: '', dateAdded: '', uploading: true }, ...current]);
    try {
      // Resolves once the list (and the timeline) have reloaded with the new document.
      await uploadDocument.mutateAsync({ file, name, extension });
      if (mounted.current) setPending((current) => current.filter((r) => r.id !== tempId));
    } catch (error) {
      if (!mounted.current) return;
      // Seed 000 §8: the row is removed and the upload error shown (with the server's reason for a refused file).
      setPending((current) => current.filter((r) => r.id !== tempId));
      const reasons = httpStatus(error) === 400 ? modelStateMessages(error) : [];
      if (reasons.length) notify.error(reasons.join(' '), { title: DOCUMENT_UPLOAD_ERROR, extended: true });
      else notify.error(DOCUMENT_UPLOAD_ERROR);
    }
  };

  const view = async (row: DocumentRow) => {
    // Open the tab now, while the click still counts as a user gesture (pop-up blockers), then point it at the file.
    const tab = window.open('', '_blank');
    try {
      const { documentAccessToken } = await fetchDocumentToken(row.id);
      const url = documentViewUrl(row.id, documentAccessToken);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch {
      tab?.close();
      notify.error(DOCUMENT_LOAD_ERROR);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteDocument.mutateAsync(toDelete.id);
    } catch {
      notify.error(DOCUMENT_DELETE_ERROR);
    } finally {
      setToDelete(null);
    }
  };

  const existingNames = rows.map((r) => r.documentName);

  return (
    <Box as="section" aria-labelledby="resident-documents-heading" borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="md" id="resident-documents-heading">
          Documents
        </Heading>
        {details.canModify ? (
          <Button size="sm" colorPalette="brand" onClick={() => setUploadOpen(true)}>
            Upload document
          </Button>
        ) : null}
      </HStack>

      {loading && rows.length === 0 ? (
        <HStack gap="2" color="fg.muted">
          <Spinner size="sm" />
          <Text>Loading documents…</Text>
        </HStack>
      ) : rows.length === 0 ? (
        <Text color="fg.muted">No documents.</Text>
      ) : (
        <ResponsiveTable
          aria-label="Documents"
          rows={rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'aria-busy': row.uploading || undefined })}
          columns={[
            { key: 'name', header: 'Name', primary: true, cell: (row) => row.documentName },
            { key: 'addedBy', header: 'Added by', cell: (row) => row.addedBy },
            {
              key: 'date',
              header: 'Date added',
              cell: (row) => (row.uploading ? '' : formatDate(row.dateAdded, MEDICARE_TIME_ZONE)),
            },
            {
              key: 'actions',
              header: 'Actions',
              hideLabel: true,
              textAlign: 'end',
              cell: (row) =>
                row.uploading ? (
                  <HStack justify="end" gap="2" color="fg.muted">
                    <Spinner size="xs" />
                    <Text fontSize="sm">Uploading…</Text>
                  </HStack>
                ) : (
                  <HStack justify={{ base: 'start', md: 'end' }} gap="1">
                    <Button
                      size="xs"
                      minH={{ base: '11', lg: '8' }}
                      variant="outline"
                      aria-label={`View ${row.documentName}`}
                      onClick={() => void view(row)}
                    >
                      View
                    </Button>
                    {removeDocuments.canRemove ? (
                      <Button
                        size="xs"
                        minH={{ base: '11', lg: '8' }}
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Delete ${row.documentName}`}
                        onClick={() => setToDelete(row)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </HStack>
                ),
            },
          ]}
        />
      )}

      <UploadDocumentDialog
        open={uploadOpen}
        existingNames={existingNames}
        onUpload={(request) => void upload(request)}
        onCancel={() => setUploadOpen(false)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete document"
        message={toDelete ? `Are you sure you want to delete '${toDelete.documentName}'?` : ''}
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          if (!deleting) setToDelete(null);
        }}
      />
    </Box>
  );
}
