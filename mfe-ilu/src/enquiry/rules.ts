/**
 * The enquiry form's primary contact rule and the id of a typed enquiry source (seed 002 §5 "Independent living", §3
 * "Create enquiry"): shared-domain/ilu's, the one place the forms and the API take them from.
 */
export {
  applyPrimaryContactRules,
  newEnquirySourceId,
  type EnquiryContactForm,
  type EnquiryPrimaryContact,
} from 'shared-domain/ilu';
