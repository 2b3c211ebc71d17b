import type { ResidentPanelProps } from '../slots';

/** Issue 3 placeholder: The resident's documents: list, upload, view, delete. */
export default function DocumentsPanel(_props: ResidentPanelProps) {
  return null;
}
