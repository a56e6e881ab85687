import Form from 'react-bootstrap/Form';
import type { UseFormRegister } from 'react-hook-form';
import type { RegistrationValues } from '../hooks/registration-schema';
import { TextField } from './text-field';

export interface AccountFieldsProps {
  register: UseFormRegister<RegistrationValues>;
  account: RegistrationValues['account'];
  errors: { email?: string; password?: string };
}

/** Signed out: the e-mail and a password, to create an account or sign in, in the same step. */
export function AccountFields({ register, account, errors }: AccountFieldsProps) {
  return (
    <fieldset className="mb-3">
      <legend className="h5">Your account</legend>
      <p className="small text-secondary">
        With an account you can add or withdraw this couple's events until registration closes.
      </p>
      <div className="mb-2">
        <Form.Check inline type="radio" id="account-new" label="Create an account" value="new" {...register('account')} />
        <Form.Check inline type="radio" id="account-existing" label="I already have an account" value="existing" {...register('account')} />
      </div>
      <TextField id="registration-email" label="E-mail" type="email" autoComplete="email" registration={register('email')} error={errors.email} />
      <TextField
        id="registration-password"
        label="Password"
        type="password"
        autoComplete={account === 'new' ? 'new-password' : 'current-password'}
        registration={register('password')}
        error={errors.password}
        help={account === 'new' ? 'At least 6 characters.' : undefined}
      />
    </fieldset>
  );
}
