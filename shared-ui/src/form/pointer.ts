/**
 * Whether a pointer (mouse button, finger, pen) is pressed anywhere on the page, and a way to wait until the press has
 * become a click. The form kit holds a field's shown error still while a pointer is pressed: pressing on another
 * control blurs the field, its error appears (or disappears), the layout moves, and the release would land beside the
 * control the user pressed, so the click was lost. Holding the error until the click is done keeps every click where it
 * was aimed (docs/decisions.md, "Blur errors wait for the click").
 */
import { useState, useSyncExternalStore } from 'react';

let pressed = false;
const listeners = new Set<() => void>();
let waiting: Array<() => void> = [];
let installed = false;
let releaseTimer: ReturnType<typeof setTimeout> | null = null;

function setPressed(next: boolean): void {
  if (pressed === next) return;
  pressed = next;
  for (const l of [...listeners]) l();
  if (!next) {
    const run = waiting;
    waiting = [];
    for (const fn of run) fn();
  }
}

function onDown(): void {
  if (releaseTimer) clearTimeout(releaseTimer);
  releaseTimer = null;
  setPressed(true);
}

/** The click follows the release in the same task: released once that task (and its click handlers) is over. */
function onUp(): void {
  if (releaseTimer) clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => {
    releaseTimer = null;
    setPressed(false);
  }, 0);
}

function install(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('pointerdown', onDown, true);
  document.addEventListener('pointerup', onUp, true);
  document.addEventListener('pointercancel', onUp, true);
  document.addEventListener('dragend', onUp, true);
  // A press that leaves the window (released outside it) never reports its release to the page.
  window.addEventListener('blur', onUp);
}

function subscribe(listener: () => void): () => void {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a pointer is pressed on the page (until the click that follows its release has run). */
export function isPointerPressed(): boolean {
  install();
  return pressed;
}

/** Runs `fn` now, or once the pressed pointer has been released and its click has run. */
export function afterPointerRelease(fn: () => void): void {
  install();
  if (pressed) waiting.push(fn);
  else fn();
}

/** `isPointerPressed` as a hook: the component renders again when a press starts or ends. */
export function usePointerPressed(): boolean {
  return useSyncExternalStore(subscribe, isPointerPressed, () => false);
}

/**
 * `value` as last shown while no pointer was pressed: a change made while a pointer is pressed (a field's error on
 * blur) shows once the press has become a click, so the layout never moves under a pressed pointer.
 */
export function useHeldWhilePressed<T>(value: T): T {
  const down = usePointerPressed();
  // The value at the last render without a press (derived state, updated during render as React documents).
  const [held, setHeld] = useState(value);
  if (!down && !Object.is(held, value)) setHeld(value);
  return down ? held : value;
}

/** For tests: forget a press (a test that ends with a pointer down must not hold the next test's errors). */
export function resetPointerForTests(): void {
  if (releaseTimer) clearTimeout(releaseTimer);
  releaseTimer = null;
  pressed = false;
  waiting = [];
}
