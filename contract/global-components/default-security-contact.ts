import { brand } from '../brand';
import type { SecurityContact } from './security-contact';

/** The seeded security contact, and what a header stored before it existed reads as. Plain: the first load uses it. */
export const defaultSecurityContact: SecurityContact = {
  showIncidentLine: true,
  incidentText: 'Under attack? 24/7 incident line',
  incidentPhone: '+44 20 4586 2299',
  email: `security@${brand.email.split('@')[1] ?? 'aegisline.example'}`,
  policyPath: '/responsible-disclosure',
  preferredLanguages: 'en',
};
