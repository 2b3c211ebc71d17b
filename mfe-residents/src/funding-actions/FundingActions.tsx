import type { ResidentPanelProps } from '../slots';

/** Issue 3 placeholder: Funding actions: get CRID, ACFI, AN-ACC reassessment request, expected AN-ACC, oxygen and enteral feeding supplements, legal notice, means-tested care fee history. */
export default function FundingActions(_props: ResidentPanelProps) {
  return null;
}
