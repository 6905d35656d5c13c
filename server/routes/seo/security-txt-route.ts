import type { FastifyInstance } from 'fastify';
import { HeaderConfigSchema } from '../../../contract/global-components/header-config';
import type { SecurityContact } from '../../../contract/global-components/security-contact';
import { defaultSecurityContact } from '../../../contract/global-components/default-security-contact';
import { telephoneHref } from '../../../contract/telephone-href';

/** How far ahead `Expires` lies: RFC 9116 advises less than a year, so a forgotten file lapses. */
export const securityTxtLifetimeDays = 180;

/**
 * RFC 9116's security.txt from the security contact staff edit with the header. `Expires` is computed when the
 * file is asked for, so it is never in the past; a changed address shows at once.
 */
export function securityTxt(contact: SecurityContact, siteUrl: string, now: Date): string {
  const expires = new Date(now.getTime() + securityTxtLifetimeDays * 24 * 60 * 60 * 1000);
  return [
    `Contact: mailto:${contact.email}`,
    `Contact: ${telephoneHref(contact.incidentPhone)}`,
    `Expires: ${expires.toISOString()}`,
    `Preferred-Languages: ${contact.preferredLanguages}`,
    `Policy: ${siteUrl}${contact.policyPath}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export function securityTxtRoute(app: FastifyInstance, siteUrl: string): void {
  app.get('/.well-known/security.txt', async (_request, reply) => {
    const stored = await app.repos.globalComponents.find('header');
    // A header stored by an older version, or not at all, still answers with the defaults.
    const parsed = HeaderConfigSchema.safeParse(stored?.content);
    const contact = parsed.success ? parsed.data.securityContact : defaultSecurityContact;
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(securityTxt(contact, siteUrl, new Date()));
  });
}
