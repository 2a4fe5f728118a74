import { Stack, chakra } from '@chakra-ui/react';
import { useState, type SubmitEvent } from 'react';
import { toaster } from '../../components/ui/toaster';
import { AuthSubmitButton } from './auth-submit-button';
import { NewPasswordFields } from './new-password-fields';
import { PASSWORD_RESET_TEXT } from './password-reset-text';
import { firstNewPasswordProblem, type NewPasswordValues } from '../../../shared/rules/auth';
import { ResetLinkInvalid } from './reset-link-invalid';
import { isResetLinkInvalid, useResetPassword } from './use-password-reset';

const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' };

interface ResetPasswordFormProps {
  /** The token from the emailed link, already checked for its format. */
  token: string;
}

/** New password twice, checked like sign-up; on success the member is signed in and sent home. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const [values, setValues] = useState<NewPasswordValues>(EMPTY);
  const reset = useResetPassword();

  const set = (field: keyof NewPasswordValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const problem = firstNewPasswordProblem(values);
    if (problem) {
      toaster.create({ type: 'error', ...problem });
      return;
    }
    reset.mutate({ token, password: values.password });
  };

  return (
    <Stack gap="6">
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <NewPasswordFields passwordLabel={PASSWORD_RESET_TEXT.newPasswordLabel} values={values} onChange={set} />
          <AuthSubmitButton pending={reset.isPending}>{PASSWORD_RESET_TEXT.resetButton}</AuthSubmitButton>
        </Stack>
      </chakra.form>
      {reset.isError && isResetLinkInvalid(reset.error) ? <ResetLinkInvalid /> : null}
    </Stack>
  );
}
