// Input schemas of the account procedures: the shared rules (src/lib/validation/account.ts, which
// the browser's forms use too) plus the server-only check against common passwords.
import {
  ACCOUNT_MESSAGES,
  loginInput,
  registerInput as sharedRegisterInput,
  signInLinkInput,
  signInLinkRequestInput,
  updateProfileInput,
} from '@/lib/validation/account';
import { isCommonPassword } from '../services/auth/common-passwords';

export { loginInput, signInLinkInput, signInLinkRequestInput, updateProfileInput };
export type { LoginInput, RegisterInput, UpdateProfileInput } from '@/lib/validation/account';

export const registerInput = sharedRegisterInput.superRefine((value, ctx) => {
  const { password } = value as { password: unknown };
  if (typeof password === 'string' && isCommonPassword(password)) {
    ctx.addIssue({
      code: 'custom',
      message: ACCOUNT_MESSAGES.passwordCommon,
      path: ['password'],
      params: { key: 'passwordCommon' },
    });
  }
});
