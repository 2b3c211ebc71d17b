import { useEffect, useState } from 'react';
import { getRuntimeConfig } from 'shared-auth';
import type { RuntimeConfig } from 'shared-domain/contracts/platform';
import { MessageDialog } from 'shared-ui';
import { fetchRouteFiles } from '../routing/declarations';

/** The shell's own build label (build-config compiles BUILD_LABEL in: version and build time unless set). */
export const SHELL_BUILD = process.env.BUILD_LABEL || 'development';

/** The lines of the About dialog: what a support person asks for (version, builds, commit, environment). */
export function aboutLines(config: RuntimeConfig | null, areas: readonly { remote: string; build?: string }[]): string[] {
  const env = config?.environment;
  const lines = [
    `Version: ${config?.build?.version ?? 'unknown'}`,
    `Build: ${SHELL_BUILD}`,
    `Commit: ${config?.build?.commit ?? 'unknown'}`,
    `Environment: ${env?.name ? `${env.name}${env.simulators ? ' (Medicare, ACCR and clinical systems are simulators)' : ''}` : 'unknown'}`,
  ];
  for (const a of areas) lines.push(`${a.remote}: ${a.build ?? 'unknown build'}`);
  return lines;
}

/** Opened from the user menu. The areas' builds are read when it opens, so a remote redeployed since the page loaded shows. */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [areas, setAreas] = useState<{ remote: string; build?: string }[]>([]);
  const config = getRuntimeConfig();
  useEffect(() => {
    if (!open || !config) return undefined;
    let live = true;
    void fetchRouteFiles(config).then((files) => {
      if (live) setAreas(files.map((f) => ({ remote: f.remote, build: (f as { build?: string }).build })));
    });
    return () => {
      live = false;
    };
  }, [open, config]);
  return (
    <MessageDialog
      open={open}
      title="About Resident Manager"
      intro="Give these details to support when you report a problem."
      messages={aboutLines(config, areas)}
      closeLabel="Close"
      onClose={onClose}
    />
  );
}
