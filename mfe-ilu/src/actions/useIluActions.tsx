/**
 * The actions of an enquiry or allocation page (assign unit, admit, add to unit, settle, reverse, correct the admission,
 * and the residents area's stay actions), as PageActions for the page's ActionBar, with their dialogs.
 * (Placeholder until the dialogs land: no actions.)
 */
import type { ReactNode } from 'react';
import type { Enquiry } from 'shared-domain/contracts/ilu';
import type { PageAction } from 'shared-ui';

export interface IluActionsProps {
  enquiry: Enquiry;
  /** The person the page shows. */
  residentId: number;
  viewDepartedMode: boolean;
  /** 'enquiry': the enquiry pages (leads permissions); 'allocation': the allocation pages (residents permissions). */
  kind: 'enquiry' | 'allocation';
}

export interface IluActionSet {
  actions: PageAction[];
  dialogs: ReactNode;
}

export function useIluActions(_props: IluActionsProps): IluActionSet {
  return { actions: [], dialogs: null };
}
