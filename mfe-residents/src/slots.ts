/**
 * The props every panel mounted on the resident view page receives (issue 3). The record page (record/) owns the page;
 * stay/, funding-actions/, documents/ and events/ each own their panel and dialogs.
 */
import type { ResidentDetail } from 'shared-domain/resident-types';

export interface ResidentPanelProps {
  resident: ResidentDetail;
  /** Call after a change so the page reloads the resident (and the timeline). */
  onChanged: () => void;
}
