/**
 * Dialog and Drawer as shared-ui exports them: the same parts as Chakra's (`Dialog.Root`, `Dialog.Content`...), whose
 * code (overlay-parts.tsx) loads the first time an overlay opens. A controlled root that is closed (`open={false}`)
 * renders nothing and loads nothing, which is every overlay of the first page; an open one, or one without `open`,
 * loads the chunk and shows once it is there. Once loaded, every part renders Chakra's directly.
 */
import { Suspense, createElement, lazy, useEffect, useReducer, useState, type ComponentType } from 'react';
import type { Dialog as ChakraDialog, Drawer as ChakraDrawer } from '@chakra-ui/react';

type OverlayModule = typeof import('./overlay-parts');
type AnyProps = Record<string, unknown>;

let loaded: OverlayModule | undefined;
let loading: Promise<OverlayModule> | undefined;

/** Loads the overlays' chunk (once); resolves when their parts render directly. */
export function loadOverlays(): Promise<OverlayModule> {
  loading ??= import(/* webpackChunkName: "overlays" */ './overlay-parts').then((m) => (loaded = m));
  return loading;
}

/** True once the overlays' chunk is loaded. */
export function overlaysLoaded(): boolean {
  return loaded !== undefined;
}

function overlayPart(pick: (m: OverlayModule) => ComponentType<AnyProps>, displayName: string) {
  const Lazy = lazy(() => loadOverlays().then((m) => ({ default: pick(m) })));
  function OverlayPart(props: AnyProps) {
    if (loaded) return createElement(pick(loaded), props);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  OverlayPart.displayName = displayName;
  return OverlayPart;
}

/**
 * A root: nothing while its code is not loaded; closed (`open={false}`) it does not ask for it. One mounted closed and
 * opened before the code came is first rendered closed, then open, as Chakra's root would have been: the overlay
 * enters the same way (animation, focus) whether or not its code was already there.
 */
function overlayRoot(pick: (m: OverlayModule) => ComponentType<AnyProps>, displayName: string) {
  function OverlayRoot(props: AnyProps) {
    const [, loadedNow] = useReducer((n: number) => n + 1, 0);
    const [mountedClosed] = useState(() => props.open === false);
    const [entered, setEntered] = useState(() => loaded !== undefined || !mountedClosed);
    const wantsCode = !loaded && props.open !== false;
    useEffect(() => {
      if (wantsCode) void loadOverlays().then(loadedNow);
    }, [wantsCode]);
    const ready = loaded !== undefined;
    useEffect(() => {
      if (ready && !entered) setEntered(true);
    }, [ready, entered]);
    if (!loaded) return null;
    return createElement(pick(loaded), entered ? props : { ...props, open: false });
  }
  OverlayRoot.displayName = displayName;
  return OverlayRoot;
}

/** The parts of Chakra's Dialog and Drawer namespaces (overlays.test.tsx checks them against Chakra's). */
export const DIALOG_PARTS = [
  'ActionTrigger',
  'Backdrop',
  'Body',
  'CloseTrigger',
  'Content',
  'Context',
  'Description',
  'Footer',
  'Header',
  'Positioner',
  'PropsProvider',
  'Root',
  'RootProvider',
  'Title',
  'Trigger',
] as const;
export const DRAWER_PARTS = [
  'ActionTrigger',
  'Backdrop',
  'Body',
  'CloseTrigger',
  'Content',
  'Context',
  'Description',
  'Footer',
  'Header',
  'Positioner',
  'Root',
  'RootPropsProvider',
  'RootProvider',
  'Title',
  'Trigger',
] as const;

function namespace<N extends 'Dialog' | 'Drawer'>(name: N, parts: readonly string[]): Record<string, ComponentType<AnyProps>> {
  return Object.fromEntries(
    parts.map((part) => [
      part,
      (part === 'Root' ? overlayRoot : overlayPart)(
        (m) => (m[name] as unknown as Record<string, ComponentType<AnyProps>>)[part],
        `${name}.${part}`,
      ),
    ]),
  );
}

// Typed as Chakra's namespaces (their values: the product uses no type of theirs through these), which they stand for
// part by part.
export const Dialog = namespace('Dialog', DIALOG_PARTS) as unknown as typeof ChakraDialog;
export const Drawer = namespace('Drawer', DRAWER_PARTS) as unknown as typeof ChakraDrawer;
