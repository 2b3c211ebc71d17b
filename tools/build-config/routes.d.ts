export function validateRoutes(doc: unknown, options?: { name?: string; exposes?: Record<string, string> }): string[];
export function readAndValidateRoutes(dir: string, options?: { name?: string; exposes?: Record<string, string> }): unknown;
export function permissionNames(): Set<string>;
