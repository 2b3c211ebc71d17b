/** /independentLiving/editEnquiry/{enquiryId}/Details/{selectedResidentId} and its finance child (leadsDetails canModify). */
import { IluEditPage } from './IluEditPage';

export default function EditEnquiry() {
  return <IluEditPage kind="enquiry" />;
}
