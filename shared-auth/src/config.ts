import type { RuntimeConfig } from 'shared-domain/contracts/platform';

/** The runtime configuration (`/config.json`), loaded once by the shell or the harness. */
let runtimeConfig: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig | null): void {
  runtimeConfig = config;
}

export function getRuntimeConfig(): RuntimeConfig | null {
  return runtimeConfig;
}

/**
 * Fetches `/config.json`, revalidated every time: the server answers it `no-cache` with an ETag, so a redeployed remote
 * or a changed API base shows up on reload. A plain GET (no options, no headers): the shell's page asks for the file
 * with `<link rel="preload" as="fetch" crossorigin>` while its first script loads, and the browser hands that answer
 * to this request only when the two requests are alike.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const config = (await res.json()) as RuntimeConfig;
  if (!config || typeof config.apiBaseUrl !== 'string' || !config.oidc || !Array.isArray(config.remotes)) {
    throw new Error(`${url}: not a valid runtime configuration`);
  }
  setRuntimeConfig(config);
  return config;
}
