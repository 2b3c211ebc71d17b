import {
  DOCUMENT_ACCEPT,
  DOCUMENT_EMPTY,
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_INVALID,
  DOCUMENT_NAME_TOO_LONG,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_NOT_ALLOWED,
  documentContentType,
  documentFileName,
  documentNameKey,
  fileBaseName,
  fileExtension,
  normaliseExtension,
  validateDocumentFile,
  validateDocumentName,
} from './documents';
import {
  DOCUMENT_NAME_EXISTS,
  DOCUMENT_NAME_REQUIRED,
  DOCUMENTS_LOAD_ERROR,
  DOCUMENT_DELETE_ERROR,
  DOCUMENT_LOAD_ERROR,
  DOCUMENT_UPLOAD_ERROR,
} from './messages';

test('the seed messages, word for word', () => {
  expect(DOCUMENT_NAME_REQUIRED).toBe('Please enter file name');
  expect(DOCUMENT_NAME_EXISTS).toBe('This document name already exists');
  expect(DOCUMENTS_LOAD_ERROR).toBe('Unexpected error occurred while loading documents.');
  expect(DOCUMENT_UPLOAD_ERROR).toBe('Unexpected error occurred while uploading document.');
  expect(DOCUMENT_LOAD_ERROR).toBe('Unexpected error occurred while loading document.');
  expect(DOCUMENT_DELETE_ERROR).toBe('Unexpected error occurred while deleting document.');
});

describe('validateDocumentName', () => {
  test.each(['', '   ', null, undefined])('%p is required', (name) => {
    expect(validateDocumentName(name)).toBe(DOCUMENT_NAME_REQUIRED);
  });
  test('at most 60 characters (after trimming)', () => {
    expect(validateDocumentName('x'.repeat(60))).toBeUndefined();
    expect(validateDocumentName(`  ${'x'.repeat(60)}  `)).toBeUndefined();
    expect(validateDocumentName('x'.repeat(61))).toBe(DOCUMENT_NAME_TOO_LONG);
    expect(DOCUMENT_NAME_TOO_LONG).toBe('The document name must be at most 60 characters.');
  });
  test("unique among the resident's documents, trimmed and case-insensitive", () => {
    const existing = ['Care plan', 'Advance care directive'];
    expect(validateDocumentName('Care plan', existing)).toBe(DOCUMENT_NAME_EXISTS);
    expect(validateDocumentName('  care PLAN ', existing)).toBe(DOCUMENT_NAME_EXISTS);
    expect(validateDocumentName('Care plan 2026', existing)).toBeUndefined();
  });
  test('control characters are refused', () => {
    expect(validateDocumentName('a\u0000b')).toBe(DOCUMENT_NAME_INVALID);
    expect(validateDocumentName('line\nbreak')).toBe(DOCUMENT_NAME_INVALID);
  });
  test('the required rule comes first', () => {
    expect(validateDocumentName('', [''])).toBe(DOCUMENT_NAME_REQUIRED);
  });
});

describe('file names and types', () => {
  test('fileExtension / fileBaseName', () => {
    expect(fileExtension('Care Plan.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(fileExtension(undefined)).toBe('');
    expect(fileBaseName('Care Plan.PDF')).toBe('Care Plan');
    expect(fileBaseName('noext')).toBe('noext');
    expect(fileBaseName('.bashrc')).toBe('.bashrc');
  });
  test('normaliseExtension and content types', () => {
    expect(normaliseExtension(' .PDF ')).toBe('pdf');
    expect(documentContentType('pdf')).toBe('application/pdf');
    expect(documentContentType('.JPG')).toBe('image/jpeg');
    expect(documentContentType('txt')).toBe('text/plain; charset=utf-8');
    for (const refused of ['html', 'htm', 'svg', 'js', 'exe', 'xml', '', 'constructor', '__proto__', 'toString']) {
      expect(documentContentType(refused)).toBeUndefined();
    }
  });
  test('DOCUMENT_ACCEPT lists every allowed extension', () => {
    expect(DOCUMENT_ACCEPT.split(',')).toContain('.pdf');
    expect(DOCUMENT_ACCEPT.split(',')).not.toContain('.html');
  });
  test('documentFileName and documentNameKey', () => {
    expect(documentFileName('Care plan', 'PDF')).toBe('Care plan.pdf');
    expect(documentFileName('Care plan', '')).toBe('Care plan');
    expect(documentNameKey('  Care Plan ')).toBe('care plan');
  });
});

describe('validateDocumentFile', () => {
  test('a file is required', () => {
    expect(validateDocumentFile(null)).toBe(DOCUMENT_FILE_REQUIRED);
  });
  test('type, empty and size limits', () => {
    expect(validateDocumentFile({ name: 'a.pdf', size: 10 })).toBeUndefined();
    expect(validateDocumentFile({ name: 'a.html', size: 10 })).toBe(DOCUMENT_TYPE_NOT_ALLOWED);
    expect(validateDocumentFile({ name: 'a', size: 10 }, 'pdf')).toBeUndefined();
    expect(validateDocumentFile({ name: 'a.pdf', size: 0 })).toBe(DOCUMENT_EMPTY);
    expect(validateDocumentFile({ name: 'a.pdf', size: DOCUMENT_MAX_BYTES })).toBeUndefined();
    expect(validateDocumentFile({ name: 'a.pdf', size: DOCUMENT_MAX_BYTES + 1 })).toBe(DOCUMENT_TOO_LARGE);
  });
});
