/** `shared-domain/funding/statements`: the statement computation (the folder's index). */
export * from './statements/index';
