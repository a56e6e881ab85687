// Fees, payments and invoices (issue 18): the public API for screens, the data layer and the demo.
export * from './money';
export * from './fee-schedule';
export * from './fee-schedule-errors';
export * from './fee-tier';
export * from './team-rate-key';
export * from './validate-fee-schedule';
export * from './withdrawal';
export * from './affiliation-kind';
export * from './charges';
export * from './payment';
export * from './balances';
export * from './payment-patches';
export * from './save-fee-schedule-patch';
export * from './invoice';
export * from './balances-csv';
export * from './desk-rows';
export * from './payment-receipts';
