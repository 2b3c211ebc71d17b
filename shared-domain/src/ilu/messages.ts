/**
 * The independent-living area's texts (seed 002 §8 "Independent living", §2 "Dialogs", §5), word for word with the
 * seed's spelling and capitals; the field messages the API's model state and the forms share.
 */
import { OFFLINE_HINT } from '../messages';

export const ILU_MESSAGES = {
  // ---- enquiries
  enquiryCreated: 'Enquiry was created successfully.',
  enquirySaveError: 'Unexpected error occurred while saving enquiry',
  enquirySourcesError: `Unable to display enquiry sources. ${OFFLINE_HINT}`,
  /** '{Resident|Enquiry} updated successfully!' */
  updated: (kind: 'Resident' | 'Enquiry') => `${kind} updated successfully!`,
  debtorExists: 'Debtor ID already exists.',
  updateError: 'Unexpected error occurred while updating resident/enquiry',
  viewError: 'Unexpected error occurred while viewing enquiry',
  // ---- units
  unitsLoadError: 'Unexpected error while loading units.',
  unitEventsLoadError: 'Unexpected error while loading unit events.',
  assignUnitError: 'Unexpected error occurred while assigning unit.',
  unitAssigned: 'Unit assigned successfully!',
  // ---- admission
  cannotAdmit: 'Resident cannot be admitted.',
  cannotCorrectAdmission: 'Admission cannot be corrected.',
  admitError: 'Unexpected error while admitting to independent living unit.',
  admissionCorrected: 'Admission correction successful.',
  eventCannotBeReversed: 'This event cannot be reversed.',
  // ---- settlement and transfer
  settlementTitle: 'Finalise settlement',
  settlementError: 'Unexpected error occurred while finalising settlement',
  settlementFinalised: 'Settlement finalised',
  transferError: 'Unexpected error occurred while saving',
  enquiryTransferred: 'Enquiry transferred',
  // ---- fees and charges
  feesLoadError: 'Unexpected error occurred while loading fee and charges.',
  optionalServicesLoadError: 'Unexpected error occurred while getting facility optional services.',
  feesSaveError: 'Unexpected error occurred while saving fees and charges.',
  feesSaved: 'fees and charges saved successfully!',
} as const;

/**
 * Field messages (the API's 400 model state and the forms). The seed names the rules but not every wording: these
 * say what is wrong in the user's words, naming the field as the screen labels it.
 */
export const ILU_FIELD_MESSAGES = {
  prospectFirstNameRequired: 'First name is required.',
  prospectLastNameRequired: 'Last name is required.',
  primaryContactRequired: 'Select the primary contact.',
  contactFirstNameRequired: "The contact's first name is required.",
  contactLastNameRequired: "The contact's last name is required.",
  emailInvalid: 'Enter a valid email address.',
  enquirySourceUnknown: 'Unknown enquiry source.',
  unitRequired: 'Select a unit.',
  unitNotAvailable: 'This unit is not available.',
  /** Assign unit: an admitted allocation keeps its unit (a move is a departure and a new admission). */
  unitFixedOnceAdmitted: 'The unit cannot be changed once the residents are admitted.',
  /** Admit: nobody joins a unit its residents have vacated (a departed resident is marked as a new enquiry instead). */
  unitVacated: 'The residents have vacated this unit.',
  responsibleResidentRequired: 'Select the responsible resident.',
  /** Admit: the responsible resident is one of the unit's residents once this admission is made. */
  responsibleResidentNotAdmitted: 'The responsible resident must be one of the residents admitted to the unit.',
  priceRequired: 'Price is required.',
  admissionDateRequired: 'Admission date is required.',
  admissionTimeInvalid: 'Enter the admission time as hh:mm.',
  admissionInFuture: 'The admission date cannot be in the future.',
  alreadyAdmitted: 'This resident is already admitted.',
  notAnEnquiryResident: 'This resident is not part of this enquiry.',
  residentListedTwice: 'This resident is listed more than once.',
  /** An enquiry whose people were admitted is the residents' allocation: it is not deleted or transferred as an enquiry. */
  enquiryAdmitted: 'This enquiry has been admitted to a unit.',
  enquiryFull: 'An enquiry has at most two residents.',
  settlementDateRequired: 'Settlement date is required.',
  /** The settlement date's minimum (seed §5): the vacating date, else the admission date ('{date}' dd MMM yyyy). */
  settlementDateTooEarly: (date: string) => `The settlement date cannot be before ${date}.`,
  settlementPriceRequired: 'Settlement price is required.',
  alreadySettled: 'This settlement has already been finalised.',
  notAdmitted: 'The residents have not been admitted to a unit.',
  /** Error key emptyValue (seed §5): a stored contract signed date cannot be cleared. */
  contractSignedDateEmptyValue: 'The contract signed date cannot be cleared once it has been saved.',
  dmfScheduleRequired: 'The DMF schedule needs at least one row.',
  /** The fees and charges save lists a resident's residency twice. */
  residencyRepeated: "This resident's fees are already listed.",
  rateInvalid: 'Enter a percentage between 0 and 100.',
  amountInvalid: 'Enter an amount in dollars and cents.',
  transferFacilityRequired: 'Select the facility to transfer to.',
  transferResidentsRequired: 'Select at least one resident to transfer.',
} as const;
