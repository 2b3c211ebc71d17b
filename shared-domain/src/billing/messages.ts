/**
 * The billing area's texts: the sundry charge screens' messages word for word as the product words them, the delete
 * dialog, and the field messages the API's 400 model state and the sundry charge form share (named as the screen labels
 * the field).
 */

export const SUNDRY_MESSAGES = {
  loadError: 'Unexpected error while loading sundry charges.',
  gstRateError: 'Unexpected error while getting the gst rate.',
  sundryAccountError: 'Unexpected error while getting the sundry account.',
  detailsLoadError: 'Unexpected error while loading sundry charge details.',
  /** Saving and deleting a charge share this one. */
  saveError: 'Unexpected error while saving the sundry charge.',
  postError: 'Unexpected error while posting sundry charge details.',
  residentsLoadError: 'Unexpected error while loading sundry residents.',
  deleteTitle: 'Delete Charge?',
  deleteBody: 'Are you sure you want to delete this charge?',
  reviewTitle: 'Review sundry charge',
} as const;

/** Field and refusal messages of the sundry charge (the API's model state and the form). */
export const SUNDRY_FIELD_MESSAGES = {
  descriptionRequired: 'Description is required.',
  residentRequired: 'Select a resident.',
  residentsRequired: 'Add at least one resident.',
  residentListedTwice: 'This resident is listed more than once.',
  residentNotCurrent: 'This resident does not live here now.',
  sundryAccountRequired: 'Select a sundry account.',
  sundryAccountUnknown: 'This account is not a sundry account.',
  amountRequired: 'Amount is required.',
  amountInvalid: 'Enter an amount in dollars and cents.',
  amountPositive: 'The amount must be more than $0.00.',
  totalRequired: 'Total is required.',
  totalPositive: 'The total must be more than $0.00.',
  /** Split evenly: the total cannot be shared in cents by more lines than it has cents. */
  totalTooSmallToSplit: 'The total is too small to split between these residents.',
  invoiceDateInvalid: 'Enter a valid date.',
  gstTypeInvalid: 'Select GST or Free.',
  /** A posted charge is in the residents' accounts: it is never changed or deleted. */
  alreadyPosted: 'This charge has already been posted.',
  postedCannotChange: 'This charge has been posted and cannot be changed.',
  postedCannotDelete: 'This charge has been posted and cannot be deleted.',
} as const;
