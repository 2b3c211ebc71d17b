import type { AxiosInstance } from 'axios';
import { createApiClient } from 'shared-auth';

let clients: { facility?: AxiosInstance; noFacility?: AxiosInstance; anonymous?: AxiosInstance } = {};

/** The shell's API clients (created on first use, after the runtime config is loaded). */
export const api = {
  get facility(): AxiosInstance {
    return (clients.facility ??= createApiClient());
  },
  get noFacility(): AxiosInstance {
    return (clients.noFacility ??= createApiClient({ noFacility: true }));
  },
  get anonymous(): AxiosInstance {
    return (clients.anonymous ??= createApiClient({ anonymous: true }));
  },
};

/** For tests: use these clients. */
export function setShellApiClients(next: typeof clients): void {
  clients = next;
}
