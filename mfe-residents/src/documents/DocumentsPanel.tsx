import { useCallback, useEffect, useRef, useState } from 'react';
import { usePermission } from 'shared-auth';
import { MEDICARE_TIME_ZONE, formatDate, modelStateMessages } from 'shared-domain';
import {
  DOCUMENTS_LOAD_ERROR, DOCUMENT_DELETE_ERROR, DOCUMENT_LOAD_ERROR, DOCUMENT_UPLOAD_ERROR, type DocumentInfo,
} from 'shared-domain/documents';
import { Box, Button, ConfirmDialog, HStack, Heading, Spinner, Table, Text, notify } from 'shared-ui';
import type { ResidentPanelProps } from '../slots';
import { deleteDocument, documentViewUrl, fetchDocumentToken, fetchDocuments, uploadDocument } from './api';
import { UploadDocumentDialog, type UploadDocumentRequest } from './UploadDocumentDialog';

/** A row of the list: a stored document, or one still uploading (negative temporary id). */
interface DocumentRow extends DocumentInfo {
  uploading?: boolean;
}

function isBadRequest(error: unknown): boolean {
  return (error as { response?: { status?: number } })?.response?.status === 400;
}

/**
 * The resident's documents (seed 000 §3 "Document", §5, §7 "Documents", §8): list, upload (the row shows at once and is
 * removed again if the upload fails), view through a short-lived document token in a new tab, delete with the
 * remove-documents permission after a confirmation.
 */
export default function DocumentsPanel({ resident, onChanged }: ResidentPanelProps) {
  const residentId = resident.residentId;
  const details = usePermission('residentsDetails');
  const removeDocuments = usePermission('residentsRemoveDocuments');
  const [rows, setRows] = useState<DocumentRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<DocumentRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const nextTempId = useRef(-1);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    try {
      const data = await fetchDocuments(residentId, signal);
      if (!signal?.aborted) setRows(data);
    } catch {
      if (!signal?.aborted) notify.error(DOCUMENTS_LOAD_ERROR);
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, [residentId]);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const upload = async ({ file, name, extension }: UploadDocumentRequest) => {
    setUploadOpen(false);
    const tempId = nextTempId.current--;
    const pending: DocumentRow = { id: tempId, documentName: name, addedBy: '', dateAdded: '', uploading: true };
    setRows((current) => [pending, ...current]);
    try {
      const result = await uploadDocument(residentId, file, name, extension);
      if (!mounted.current) return;
      setRows((current) => current.map((r) => (r.id === tempId
        ? { id: result.id, documentName: result.documentName ?? name, addedBy: result.addedBy, dateAdded: result.dateAdded }
        : r)));
      onChanged();
    } catch (error) {
      if (!mounted.current) return;
      // Seed 000 §8: the row is removed and the upload error shown (with the server's reason for a refused file).
      setRows((current) => current.filter((r) => r.id !== tempId));
      const reasons = isBadRequest(error) ? modelStateMessages(error) : [];
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
    setDeleting(true);
    try {
      await deleteDocument(toDelete.id);
      setRows((current) => current.filter((r) => r.id !== toDelete.id));
      onChanged();
    } catch {
      notify.error(DOCUMENT_DELETE_ERROR);
    } finally {
      setDeleting(false);
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
        <Table.Root size="sm" aria-label="Documents">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Added by</Table.ColumnHeader>
              <Table.ColumnHeader>Date added</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id} aria-busy={row.uploading || undefined}>
                <Table.Cell>{row.documentName}</Table.Cell>
                <Table.Cell>{row.addedBy}</Table.Cell>
                <Table.Cell>{row.uploading ? '' : formatDate(row.dateAdded, MEDICARE_TIME_ZONE)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {row.uploading ? (
                    <HStack justify="end" gap="2" color="fg.muted">
                      <Spinner size="xs" />
                      <Text fontSize="sm">Uploading…</Text>
                    </HStack>
                  ) : (
                    <HStack justify="end" gap="1">
                      <Button size="xs" variant="outline" aria-label={`View ${row.documentName}`} onClick={() => void view(row)}>
                        View
                      </Button>
                      {removeDocuments.canRemove ? (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Delete ${row.documentName}`}
                          onClick={() => setToDelete(row)}
                        >
                          Delete
                        </Button>
                      ) : null}
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
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
