/**
 * The props every panel mounted on the resident view page receives. The record page (record/) owns the page;
 * stay/, documents/ and events/ each own their panel and dialogs (the funding panel is mfe-funding's, mounted through
 * federation: federated.tsx). A panel's actions refresh the page through their resource's mutations (they invalidate the
 * person's queries), not through a callback.
 */
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';

export interface ResidentPanelProps {
  resident: ResidentDetail;
}
