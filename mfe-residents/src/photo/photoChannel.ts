import { useEffect, useState } from 'react';
import { PHOTO_CHANNEL } from 'shared-domain/resident-record';

/** Tells every other screen (tabs, windows, panels) showing this resident's photo to reload it (seed 000 §4). */
export function broadcastPhotoChanged(residentId: number): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PHOTO_CHANNEL);
  channel.postMessage({ residentId });
  channel.close();
}

/** A counter that changes when another screen announces a new or deleted photo of this resident. */
export function usePhotoRefresh(residentId: number): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(PHOTO_CHANNEL);
    channel.onmessage = (e: MessageEvent) => { if (e.data?.residentId === residentId) setN((x) => x + 1); };
    return () => channel.close();
  }, [residentId]);
  return n;
}
