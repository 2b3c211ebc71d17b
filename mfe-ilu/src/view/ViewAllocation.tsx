/**
 * /viewIndependentLiving/{enquiryId}/resident/{residentId}/{viewDepartedMode} and its tabs (residentsDetails canView;
 * seed 002 §2).
 */
import { IluRecordPage } from './IluRecordPage';

export default function ViewAllocation() {
  return <IluRecordPage kind="allocation" />;
}
