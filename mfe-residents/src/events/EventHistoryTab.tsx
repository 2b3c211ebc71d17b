import type { ResidentPanelProps } from '../slots';

/** Issue 3 placeholder: Event history tab (/events) with edit, correct and reverse actions. */
export default function EventHistoryTab(_props: ResidentPanelProps) {
  return null;
}
