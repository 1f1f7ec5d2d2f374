/** docs/product-spec.md section 9: a reset token must be longer than 10 characters to show the reset form. */
export const MIN_RESET_TOKEN_LENGTH = 11;

export const isUsableResetToken = (token: string | null): token is string =>
  token !== null && token.length >= MIN_RESET_TOKEN_LENGTH;
