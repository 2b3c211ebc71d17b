/**
 * The finance screen of an enquiry or allocation (seed 002 §2 "Finance screen"). (Placeholder until it lands.)
 */
import { Text } from 'shared-ui';

export interface IluFinanceProps {
  enquiryId: number;
  residentId: number;
  viewDepartedMode: boolean;
  kind: 'enquiry' | 'allocation';
  mode: 'view' | 'edit';
}

export default function IluFinance(_props: IluFinanceProps) {
  return <Text color="fg.muted">Finance</Text>;
}
