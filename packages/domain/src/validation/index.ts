// Spec §5 "Field validators". Each returns the spec's Portuguese message from messages.ts, or null
// when valid. Only validateRequired complains about an empty value; every other rule lets it pass.
export * from './required.js';
export * from './check-digits.js';
export * from './cpf.js';
export * from './cnpj.js';
export * from './cns.js';
export * from './cep.js';
export * from './email.js';
export * from './phone.js';
export * from './period.js';
export * from './length.js';
export * from './name.js';
export * from './password.js';
export * from './password-policy.js';
export * from './bank.js';
export * from './number.js';
// bank-account.js is imported by its own path (@portal/domain/validation/bank-account): it brings the
// check-digit library, which only the direct-debit screen needs on the web (issue 11).
