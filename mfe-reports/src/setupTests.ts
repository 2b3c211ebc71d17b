// Jest setup of this remote: the shared test double of shared-auth (mapped by build-config/jest) renders screens in the
// product's UI provider and shows failed loads as the shell does; toasts do not outlive their test.
import { act } from '@testing-library/react';
import { configureTesting } from 'shared-auth/testing';
import { UiProvider, notify, toaster } from 'shared-ui';

configureTesting({ wrapper: UiProvider, notifyError: (message) => notify.error(message) });
afterEach(() => act(() => toaster.remove()));
