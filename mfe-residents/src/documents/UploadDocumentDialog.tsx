import { useEffect, useId, useRef, useState } from 'react';
import {
  DOCUMENT_ACCEPT, DOCUMENT_TITLE_MAX_LENGTH, fileBaseName, fileExtension, validateDocumentFile, validateDocumentName,
} from 'shared-domain/documents';
import { Field, FormDialog, Input, Text } from 'shared-ui';

export interface UploadDocumentRequest {
  file: File;
  name: string;
  extension: string;
}

export interface UploadDocumentDialogProps {
  open: boolean;
  /** Names of the resident's documents (the uniqueness rule). */
  existingNames: readonly string[];
  onUpload: (request: UploadDocumentRequest) => void;
  onCancel: () => void;
}

/**
 * 'Upload document': a file chooser and the document name (seed 000 §5: required 'Please enter file name', unique among
 * the resident's documents 'This document name already exists', at most 60 characters), plus the file type and size
 * limits the server applies. The name starts as the file's name without its extension.
 */
export function UploadDocumentDialog({ open, existingNames, onUpload, onCancel }: UploadDocumentDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), name: useId() };

  useEffect(() => {
    if (!open) {
      setFile(null);
      setName('');
      setNameTouched(false);
      setSubmitted(false);
    }
  }, [open]);

  const nameError = validateDocumentName(name, existingNames);
  const fileError = validateDocumentFile(file);
  const showNameError = (submitted || nameTouched) && !!nameError;
  const showFileError = (submitted || !!file) && !!fileError;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && !nameTouched) setName(fileBaseName(chosen.name).slice(0, DOCUMENT_TITLE_MAX_LENGTH));
  };

  const submit = () => {
    setSubmitted(true);
    if (nameError || fileError || !file) return;
    onUpload({ file, name: name.trim(), extension: fileExtension(file.name) });
  };

  return (
    <FormDialog
      open={open}
      title="Upload document"
      submitLabel="Upload"
      initialFocusEl={() => fileInput.current}
      onSubmit={submit}
      onClose={onCancel}
    >
      <Field.Root invalid={showFileError} required>
        <Field.Label htmlFor={ids.file}>File</Field.Label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-invalid={showFileError || undefined}
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
        />
        {showFileError ? <Field.ErrorText>{fileError}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={showNameError} required>
        <Field.Label htmlFor={ids.name}>Document name</Field.Label>
        <Input
          id={ids.name}
          value={name}
          maxLength={DOCUMENT_TITLE_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => {
            setName(e.target.value);
            setNameTouched(true);
          }}
        />
        {showNameError ? <Field.ErrorText>{nameError}</Field.ErrorText> : null}
        <Text fontSize="xs" color="fg.muted">{`${name.length}/${DOCUMENT_TITLE_MAX_LENGTH}`}</Text>
      </Field.Root>
    </FormDialog>
  );
}
