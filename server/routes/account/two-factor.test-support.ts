import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { RecoveryCodesSchema, TwoFactorEnrolmentSchema } from '../../../contract/two-factor';
import type { AuthHeaders } from '../admin/admin.test-support';

/** The code an authenticator app would show now (or `steps` periods of 30 s later), computed from the secret. */
export function codeFor(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Turns two-factor on for the signed-in account, as a person with an authenticator app would. */
export async function enrol(
  app: FastifyInstance,
  headers: AuthHeaders,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await app.inject({ method: 'POST', url: '/api/account/two-factor/start', headers });
  const { secret } = TwoFactorEnrolmentSchema.parse(start.json());
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    headers,
    payload: { code: codeFor(secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`enrolment failed: ${confirm.body}`);
  return { secret, recoveryCodes: RecoveryCodesSchema.parse(confirm.json()).recoveryCodes };
}
