import { HttpError } from '../http/http-error';
import { weakPasswordReason } from './password-strength';

/** A 400 naming the field and why, like every other bad input, when a chosen password is easy to guess. */
export async function refuseWeakPassword(
  password: string,
  personal: readonly string[],
  field = 'password',
): Promise<void> {
  const reason = await weakPasswordReason(password, personal);
  if (reason) throw new HttpError(400, `Invalid input: ${field}`, { [field]: reason });
}
