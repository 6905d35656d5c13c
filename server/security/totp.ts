import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { brand } from '../../contract/brand';

/** The name authenticator apps list the account under. */
const issuer = brand.name;

export function createTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, username: string): string {
  return generateURI({ issuer, label: username, secret });
}

/** The QR code as SVG, drawn here: the secret never goes to a third-party service. */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/**
 * The time step a correct code belongs to, or null. One step either side is accepted (a clock a little off, a
 * code typed as it turned); a step at or before `afterStep` is refused, so a code once used is never taken again.
 */
export async function verifyTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws for a malformed code or a last step ahead of the clock (a clock set back): neither is valid.
    return null;
  }
}
