/** What the residents area's route declarations share: tags, permissions, and the demo records their examples act on. */

export const RESIDENTS_TAGS = ['residents'];

export const residentsPermissions = {
  view: { name: 'residentsDetails', flag: 'canView' },
  modify: { name: 'residentsDetails', flag: 'canModify' },
  // A lead is a resident not admitted yet: the lead page uses these calls under the leads permissions (seed 000 §6).
  leadView: { name: 'leadsDetails', flag: 'canView' },
  leadModify: { name: 'leadsDetails', flag: 'canModify' },
} as const;

/** Demo residents the generated security tests act on (facility 1, Bayside Gardens; see the demo generator). */
export const RESIDENT_EXAMPLES = { detail: '1', put: '2', flags: '40', notes: '3', photo: '4', departed: '61' };
/** Assign bed example: resident 20 (current, no other example touches it) and a free bed of facility 1. */
export const BED_EXAMPLE = { resident: '20', residencyId: 20, bedId: 90, version: 1 };

/** A 1x1 PNG (the security tests' example photo). */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
