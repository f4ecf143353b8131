// Limits of the content forms that pages show (maxLength): no zod here, so components may import it.
export const SIGNER_MAX = 20;
export const CHAT_MAX = 500;
