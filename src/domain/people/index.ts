// People, couples and accounts (issue 19): one couple one record, ownership, the account cap, merge, transfer.
export * from './person';
export * from './couple-emails';
export * from './couple';
export * from './account';
export * from './ownership';
export * from './couple-outcome';
export * from './account-cap';
export * from './register-couple-patch';
export * from './merge-couples';
export * from './transfer-couple';
export * from './likely-duplicates';
export * from './edit-couple-record';
export * from './missing-couple-records';
