/** The hosted form service's error codes (spec, section 8). Anything else becomes UNSPECIFIED. */
export const FORM_ERROR_CODES = ['BLOCKED', 'EMPTY', 'FILES_TOO_BIG', 'FORM_NOT_FOUND', 'INACTIVE', 'NO_FILE_UPLOADS', 'PROJECT_NOT_FOUND', 'TOO_MANY_FILES'] as const;
export const FIELD_ERROR_CODES = ['REQUIRED_FIELD_EMPTY', 'REQUIRED_FIELD_MISSING', 'STRIPE_CLIENT_ERROR', 'STRIPE_SCA_ERROR', 'TYPE_EMAIL', 'TYPE_NUMERIC', 'TYPE_TEXT'] as const;

export type FormErrorCode = (typeof FORM_ERROR_CODES)[number] | 'UNSPECIFIED';
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number] | 'UNSPECIFIED';

export const UNEXPECTED_RESPONSE = 'Unexpected response format';
