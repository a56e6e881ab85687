// The money statement's arithmetic (charges from the fees and entries, balances against the payments): loaded on
// demand by use-money-statement.ts, beside the money reads it works on, so it is not in a page's first scripts.
export { computeCharges, computeStatement } from '../../domain/money';
