// Limits and choices that both a schema and its form's markup need (maxLength, the options of a
// select); the documents pages keep theirs in lib/documents.ts. Kept apart from the schemas: a component may import this without pulling zod into the
// browser (ADR 019; the byte budgets test catches a leak).

/** 电子合同: 签署人. 客服: one chat message. */
export const SIGNER_MAX = 20;
export const CHAT_MAX = 500;
