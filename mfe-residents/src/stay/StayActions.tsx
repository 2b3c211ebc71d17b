import type { ResidentPanelProps } from '../slots';

/** Issue 3 placeholder: Actions of the stay: send on leave, return from leave, depart or vacate, transfer, make private resident funded, reverse. */
export default function StayActions(_props: ResidentPanelProps) {
  return null;
}
