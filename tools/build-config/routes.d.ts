export interface ValidateRoutesOptions {
  name?: string;
  /** What the build exposes (default: derived from the file's routes). */
  exposes?: Record<string, string>;
  /** The remote's folder: each route's `module` must exist in it. */
  dir?: string;
}
export function validateRoutes(doc: unknown, options?: ValidateRoutesOptions): string[];
export function readAndValidateRoutes(dir: string, options?: ValidateRoutesOptions): unknown;
export function exposesFromRoutes(doc: unknown): Record<string, string>;
export function publicRoutes<T>(doc: T): T;
export function permissionNames(): Set<string>;
