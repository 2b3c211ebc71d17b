/** /independentLiving/{enquiryId}/enquiry/{residentId} and its tabs (leadsDetails canView; seed 002 §2). */
import { IluRecordPage } from './IluRecordPage';

export default function ViewEnquiry() {
  return <IluRecordPage kind="enquiry" />;
}
