import { useEffect, useRef } from 'react';
import {
  DOCUMENT_ACCEPT,
  fileBaseName,
  fileExtension,
  validateDocumentFile,
  validateDocumentName,
} from 'shared-domain/documents';
import { DOCUMENT_TITLE_MAX_LENGTH } from 'shared-domain/constants';
import { FileField, FormikDialog, type FormikErrors, TextField, useFormik } from 'shared-ui/form';

interface UploadValues {
  file: File | null;
  name: string;
}

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
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useFormik<UploadValues>({
    initialValues: { file: null, name: '' },
    // The rules the upload call checks again on the server (seed 000 §5, and its file type and size limits).
    validate: (v) => {
      const errors: FormikErrors<UploadValues> = {};
      const fileError = validateDocumentFile(v.file);
      const nameError = validateDocumentName(v.name, existingNames);
      if (fileError) errors.file = fileError;
      if (nameError) errors.name = nameError;
      return errors;
    },
    onSubmit: (v) => onUpload({ file: v.file!, name: v.name.trim(), extension: fileExtension(v.file!.name) }),
  });
  const { resetForm, setValues, touched, values } = form;

  useEffect(() => {
    if (!open) resetForm();
  }, [open, resetForm]);

  // The name starts as the file's name without its extension, until the user has written one. Both values are set
  // together: formik validates each change against the values of the render it was made in.
  const chooseFile = (chosen: File | null) => {
    if (chosen && !touched.name && !values.name)
      void setValues({ file: chosen, name: fileBaseName(chosen.name).slice(0, DOCUMENT_TITLE_MAX_LENGTH) });
  };

  return (
    <FormikDialog
      open={open}
      title="Upload document"
      submitLabel="Upload"
      initialFocusEl={() => fileInput.current}
      form={form}
      onClose={onCancel}
    >
      <FileField name="file" label="File" required accept={DOCUMENT_ACCEPT} inputRef={fileInput} onValueChange={chooseFile} />
      <TextField name="name" label="Document name" required maxLength={DOCUMENT_TITLE_MAX_LENGTH} showCount autoComplete="off" />
    </FormikDialog>
  );
}
