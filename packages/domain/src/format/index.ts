// Spec §5 "Formats" and the input masks the UI needs. Validators build on digits.ts and calendar.ts.
export * from './digits.js';
export * from './calendar.js';
export * from './documents.js';
export * from './money.js';
export * from './dates.js';
export * from './card.js';
export * from './file-size.js';
export * from './name.js';
export * from './bank.js';
export * from './percent.js';
export * from './list.js';
export * from './csv.js';
export * from './horario-funcionamento.js';
