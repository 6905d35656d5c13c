/**
 * A valid contact submission (contract/submissions.ts), unique per call so every acknowledged id can
 * be told apart. The honeypot (`website`) stays empty: a filled one is a bot's and may be dropped.
 * `formToken` is sent when the server issues one (GET /api/public/form-token), as the real form does;
 * posts this fast may be filed as spam, which still stores them.
 */
export interface ContactPayload {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  formToken?: string;
}

export function contactPayload(round: number, client: number, sequence: number, formToken?: string): ContactPayload {
  const tag = `r${round}-c${client}-n${sequence}`;
  return {
    name: `Durability Client ${client}`,
    email: `durability-${tag}@example.com`,
    company: 'Harbour Mutual',
    subject: `Durability ${tag}`,
    message: `Durability check ${tag}: this message must survive a crash once it has been acknowledged.`,
    ...(formToken ? { formToken } : {}),
  };
}

/** The form token, when this server version issues one; without it the form is still accepted. */
export async function fetchFormToken(baseUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${baseUrl}/api/public/form-token`);
    if (!response.ok) return undefined;
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : undefined;
  } catch {
    return undefined;
  }
}
