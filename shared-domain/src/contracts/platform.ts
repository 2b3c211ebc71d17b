/**
 * Contracts of the platform's two documents (docs/platform-contract.md): a remote's routes.json (its screens and menu
 * entries, written by the remote's build) and the runtime /config.json the API serves to the shell and the harnesses.
 * Both are JSON files read as they are, not API responses validated by a route: the build checks routes.json
 * (build-config/routes.js) and the shell checks each routes file it receives; the schemas declare the shapes once and
 * every reader's type is derived from them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { FacilityType } from '../enums';
import { Enum, Nullable } from './common';

const Str = Type.String();
const Bool = Type.Boolean();

/** A route guard's permission requirement: a permission name of shared-domain's table and the flag it needs. */
export const RoutePermission = Type.Object({
  name: Str,
  flag: Type.Union([Type.Literal('canView'), Type.Literal('canModify'), Type.Literal('canRemove'), Type.Literal('canAction')]),
});
export type RoutePermission = Static<typeof RoutePermission>;

/** Who may see a route or a menu entry: the same four guards on both. */
const guardFields = {
  facilityType: Type.Optional(Enum(Object.values(FacilityType))),
  permission: Type.Optional(RoutePermission),
  featureFlag: Type.Optional(Str),
  systemUserOnly: Type.Optional(Bool),
};

/** One route of a remote's routes.json. */
export const RemoteRouteDeclaration = Type.Object({
  path: Str,
  title: Str,
  ...guardFields,
  /** The shell hides its footer on this route (the resident lists). */
  hideFooter: Type.Optional(Bool),
  expose: Type.Optional(Str),
  /** Declared now (path, guard, menu entry), built later: the shell shows NotAvailableYet under the real path and guard. */
  planned: Type.Optional(Bool),
});
export type RemoteRouteDeclaration = Static<typeof RemoteRouteDeclaration>;

/** One menu entry of a remote's routes.json. */
export const RemoteMenuEntry = Type.Object({
  label: Str,
  path: Str,
  order: Type.Number(),
  /** Menu heading the entry sits under (e.g. 'Funding'); entries without one come first, ungrouped. */
  group: Type.Optional(Str),
  ...guardFields,
});
export type RemoteMenuEntry = Static<typeof RemoteMenuEntry>;

/** A remote's routes.json; the deployed copy (dist/routes.json) also names the build it came from. */
export const RemoteRoutesFile = Type.Object({
  remote: Str,
  routes: Type.Array(RemoteRouteDeclaration),
  menu: Type.Array(RemoteMenuEntry),
  /** The remote's build label (BUILD_LABEL, default version and build time), in the deployed copy only. */
  build: Type.Optional(Str),
});
export type RemoteRoutesFile = Static<typeof RemoteRoutesFile>;

/** A remote as the runtime config lists it: where its manifest and routes.json are. */
export const ConfiguredRemote = Type.Object({
  name: Str,
  manifest: Str,
  routes: Str,
  /** The remote's deployed routes.json, when the API could read it (the shell then need not fetch `routes`). */
  routesFile: Type.Optional(Type.Unknown()),
  /**
   * The deployed routes.json cannot be read now, and `routesFile` is the last copy the API read of it: the remote is
   * down, and its paths show the unavailable panel (docs/platform-contract.md).
   */
  unreachable: Type.Optional(Bool),
});
export type ConfiguredRemote = Static<typeof ConfiguredRemote>;

/** GET /config.json */
export const RuntimeConfig = Type.Object({
  apiBaseUrl: Str,
  oidc: Type.Object({ authority: Str, clientId: Str, scope: Str }),
  remotes: Type.Array(ConfiguredRemote),
  environment: Type.Object({ name: Str, simulators: Bool }),
  /** The API's version and the commit it runs (the About dialog); absent from an older API. */
  build: Type.Optional(Type.Object({ version: Str, commit: Nullable(Str) })),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;
