import { extractModelState, modelStateField, modelStateMessages, modelStateSummary } from './model-state';

const body = { modelState: { newPassword: ['Too short', 'Needs a digit'], salt: ['Invalid link'], empty: [] as string[] } };

describe('modelStateSummary', () => {
  test('joins each field with ", " and leaves out empty fields', () => {
    expect(modelStateSummary(body)).toEqual({ newPassword: 'Too short, Needs a digit', salt: 'Invalid link' });
  });
  test('accepts a bare model state, a failed API call and single strings', () => {
    expect(modelStateSummary({ debtor: ['Debtor ID already exists.'] })).toEqual({ debtor: 'Debtor ID already exists.' });
    const apiError = Object.assign(new Error('Request failed with status code 400'), {
      isApiError: true,
      response: { status: 400, data: body },
    });
    expect(modelStateSummary(apiError)).toEqual({ newPassword: 'Too short, Needs a digit', salt: 'Invalid link' });
    expect(modelStateSummary({ modelState: { email: 'Required' } })).toEqual({ email: 'Required' });
  });
  test('no model state gives {}', () => {
    expect(modelStateSummary(null)).toEqual({});
    expect(modelStateSummary(new Error('Network Error'))).toEqual({});
    expect(modelStateSummary({ isApiError: true, code: 'ERR_NETWORK', message: 'Network Error' })).toEqual({});
    expect(modelStateSummary(Object.assign(new Error('x'), { response: { data: { message: 'Forbidden' } } }))).toEqual({});
    expect(modelStateSummary({ modelState: null })).toEqual({});
    expect(modelStateSummary('text')).toEqual({});
  });
});

describe('modelStateMessages', () => {
  test('lists every message once in order', () => {
    expect(modelStateMessages(body)).toEqual(['Too short', 'Needs a digit', 'Invalid link']);
    expect(modelStateMessages({ modelState: { a: ['Same'], b: ['Same', 'Other'] } })).toEqual(['Same', 'Other']);
    expect(modelStateMessages(undefined)).toEqual([]);
  });
});

describe('modelStateField and extractModelState', () => {
  test('field lookup is case-insensitive', () => {
    expect(modelStateField({ modelState: { NewPassword: ['Weak'] } }, 'newPassword')).toEqual(['Weak']);
    expect(modelStateField(body, 'email')).toEqual([]);
  });
  test('extract', () => {
    expect(extractModelState({ response: { data: body } })).toBe(body.modelState);
    expect(extractModelState({ response: undefined })).toBeNull();
  });
});
