import { createApiClient, type ApiClient } from 'shared-auth';

let clients: { facility?: ApiClient; noFacility?: ApiClient; anonymous?: ApiClient } = {};

/** The shell's API clients (created on first use, after the runtime config is loaded). */
export const api = {
  get facility(): ApiClient {
    return (clients.facility ??= createApiClient());
  },
  get noFacility(): ApiClient {
    return (clients.noFacility ??= createApiClient({ noFacility: true }));
  },
  get anonymous(): ApiClient {
    return (clients.anonymous ??= createApiClient({ anonymous: true }));
  },
};

/** For tests: use these clients. */
export function setShellApiClients(next: typeof clients): void {
  clients = next;
}
