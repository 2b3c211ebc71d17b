import { useEffect, useRef } from 'react';
import { PHOTO_CHANNEL } from 'shared-domain/resident-record';

/** This document's id on the channel: a screen does not act on its own announcements (it already knows). */
const SOURCE = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface PhotoMessage {
  residentId: number;
  hasPhoto: boolean;
  source: string;
}

/**
 * Tells every other screen (tabs, windows) showing this resident's photo that it changed (seed 000 §4), and whether
 * there is one now: a screen told "none" does not ask for the image (a request that would only answer 404).
 */
export function broadcastPhotoChanged(residentId: number, hasPhoto: boolean): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PHOTO_CHANNEL);
  channel.postMessage({ residentId, hasPhoto, source: SOURCE } satisfies PhotoMessage);
  channel.close();
}

/** Calls `onChange(hasPhoto)` when another screen announces a new or deleted photo of this resident. */
export function usePhotoRefresh(residentId: number, onChange: (hasPhoto: boolean) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(PHOTO_CHANNEL);
    channel.onmessage = (e: MessageEvent<Partial<PhotoMessage>>) => {
      if (e.data?.residentId === residentId && e.data.source !== SOURCE) latest.current(e.data.hasPhoto !== false);
    };
    return () => channel.close();
  }, [residentId]);
}
