import type { RuntimeConfig } from 'shared-domain';

/** The runtime configuration (`/config.json`), loaded once by the shell or the harness. */
let runtimeConfig: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig | null): void {
  runtimeConfig = config;
}

export function getRuntimeConfig(): RuntimeConfig | null {
  return runtimeConfig;
}

/** Fetches `/config.json`, revalidated every time (its ETag: a redeployed remote or a changed API base shows up on reload). */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const config = (await res.json()) as RuntimeConfig;
  if (!config || typeof config.apiBaseUrl !== 'string' || !config.oidc || !Array.isArray(config.remotes)) {
    throw new Error(`${url}: not a valid runtime configuration`);
  }
  setRuntimeConfig(config);
  return config;
}
