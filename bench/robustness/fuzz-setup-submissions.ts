import { harnessExpect } from './harness-http';

const samplePdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** Contact submissions and job applications (with a résumé) for the submission seeds to act on. */
export async function createSubmissions(port: number) {
  const contactIds: number[] = [];
  const contactEmails: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const email = `setup${index}@example.com`;
    const body = { name: `Fuzz Setup ${index}`, email, message: 'A contact submission the fuzz can act on.' };
    contactIds.push(((await harnessExpect(port, 'POST', '/api/public/contact', { body })).json as { id: number }).id);
    contactEmails.push(email);
  }
  const jobIds: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const form = new FormData();
    form.append('jobTitle', 'Security Consultant');
    form.append('name', `Fuzz Applicant ${index}`);
    form.append('email', `applicant${index}@example.com`);
    form.append('resume', new Blob([samplePdf], { type: 'application/pdf' }), 'cv.pdf');
    const encoded = new Response(form);
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const contentType = encoded.headers.get('content-type') ?? '';
    const answer = await harnessExpect(port, 'POST', '/api/public/job-applications', { form: { contentType, bytes } });
    jobIds.push((answer.json as { id: number }).id);
  }
  return { contactIds, jobIds, contactEmails };
}
