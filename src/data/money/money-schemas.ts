// Runtime checks of the money records (fees/schedule, payments, withdrawals), declared in src/domain/records.
export { feeScheduleSchema, ledgerSchema, paymentSchema, priceHistorySchema, withdrawalsSchema } from '../../domain/records';
