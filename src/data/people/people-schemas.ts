// Runtime validation of couples/, people/ and the account cap setting (issue 19), declared in src/domain/records.
export {
  coupleEmailsSchema, coupleSchema, couplesPerAccountSchema, couplesSchema, emailCouplesSchema, personSchema,
} from '../../domain/records';
