/** A telephone number as a tel: link dials it: digits and a leading plus only. Plain: the first load uses it. */
export const telephoneHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
