/** Contracts of the anonymous account calls (forgot / reset password). */
import { Type, type Static } from '@sinclair/typebox';
import { INVALID_LINK } from '../messages';
import { INVALID_EMAIL_MESSAGE, PASSWORD_RULES_MESSAGE } from '../validation';
import { ModelState, Text } from './common';

/** A reset link's salt: anything malformed is simply an invalid link. */
const Salt = Text(200, { messages: { maxLength: INVALID_LINK, pattern: INVALID_LINK, type: INVALID_LINK } });

export const ForgotPasswordBody = Type.Object({
  email: Type.Optional(
    Text(320, { messages: { maxLength: INVALID_EMAIL_MESSAGE, pattern: INVALID_EMAIL_MESSAGE, type: INVALID_EMAIL_MESSAGE } }),
  ),
});
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;
export const ValidateResetLinkQuery = Type.Object({ salt: Type.Optional(Salt) });
export const ValidateResetLinkResponse = Type.Object({ isValid: Type.Boolean() });
export const ResetPasswordBody = Type.Object({
  newPassword: Type.Optional(
    Type.String({ maxLength: 200, 'x-messages': { maxLength: PASSWORD_RULES_MESSAGE, type: PASSWORD_RULES_MESSAGE } }),
  ),
  salt: Type.Optional(Salt),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const Empty = Type.Object({});
export const ModelStateResponse = Type.Object({ modelState: ModelState });
