import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-fetch';
import { stubFetchBesideFormToken, testFormToken } from './form-token.test-support';
import { JobApplicationForm } from './job-application-form';

const jobTitle = 'Senior Cloud Security Engineer';
const { sent: fetchMock, tokenAnswer } = stubFetchBesideFormToken();
const pdf = (name = 'sam-okafor.pdf') => new File(['%PDF-1.4\n%âãÏÓ\n'], name, { type: 'application/pdf' });

/** `applyAccept: false` plays a visitor who switched the file picker to "All files". */
function renderForm() {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<JobApplicationForm jobTitle={jobTitle} anchor="job-listings-section-engineer" />);
  return user;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Pasting is one input event where typing is one per character: the same for the form, far lighter for jsdom. */
async function enter(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}
const resumeInput = () => screen.getByLabelText(/^résumé/i);
const submitButton = () => screen.getByRole('button', { name: 'Submit application' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, field(/^full name/i), 'Sam Okafor');
  await enter(user, field(/^email/i), 'sam@example.com');
}

// Rendering Chakra in jsdom is slow on a busy machine; these tests wait on behaviour, not on time.
describe('JobApplicationForm', { timeout: 20_000 }, () => {
  it('labels every field and accepts only PDFs in the picker', () => {
    renderForm();
    expect(screen.getByRole('form', { name: `Apply for ${jobTitle}` })).toBeInTheDocument();
    for (const name of [/^full name/i, /^email/i, /^phone \(optional\)/i, /^linkedin profile/i, /^cover letter/i]) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(resumeInput()).toHaveAttribute('type', 'file');
    expect(resumeInput()).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(resumeInput()).toHaveAccessibleDescription('A PDF of up to 5 MB.');
  });

  it('checks the fields before sending and focuses the first invalid one', async () => {
    const user = renderForm();
    await enter(user, field(/^linkedin/i), 'http://linkedin.com/in/sam');
    await user.click(submitButton());
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(field(/^email/i)).toHaveAccessibleDescription('Enter a valid email address');
    expect(field(/^linkedin/i)).toHaveAccessibleDescription('Enter a full https:// address');
    expect(field(/^full name/i)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still sends the application when the form token could not be had', async () => {
    tokenAnswer.mockResolvedValue(jsonResponse(503, { error: 'Unavailable' }));
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 4 }));
    const user = renderForm();
    await waitFor(() => expect(tokenAnswer).toHaveBeenCalled());
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Application sent');
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    if (!(body instanceof FormData)) throw new Error('expected multipart form data');
    expect(body.has('formToken')).toBe(false);
  });

  it('shows the chosen résumé’s name and size in the drop zone, and removes it', async () => {
    const user = renderForm();
    await user.upload(resumeInput(), pdf('sam-okafor-cv.pdf'));
    expect(screen.getByText('sam-okafor-cv.pdf', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('1 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove sam-okafor-cv.pdf' }));
    expect(screen.queryAllByText('sam-okafor-cv.pdf')).toHaveLength(0);
    expect(screen.getByText(/Drop your résumé here/)).toBeInTheDocument();
    await waitFor(() => expect(resumeInput()).toHaveFocus());
    expect((resumeInput() as HTMLInputElement).files).toHaveLength(0);
  });

  it('says at once, before any Submit, that a Word file is not accepted, and forgets it once a PDF replaces it', async () => {
    const user = renderForm();
    await user.upload(resumeInput(), new File(['hello'], 'cv.docx', { type: 'application/msword' }));
    await waitFor(() => expect(resumeInput()).toHaveAccessibleDescription(/The résumé must be a PDF file/));
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');
    // Only the résumé is checked: the fields not yet filled say nothing.
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    await user.upload(resumeInput(), pdf());
    await waitFor(() => expect(resumeInput()).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('The résumé must be a PDF file')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a PDF without sending anything', async () => {
    const user = renderForm();
    await fillRequired(user);
    await user.upload(resumeInput(), new File(['hello'], 'cv.docx', { type: 'application/msword' }));
    await user.click(submitButton());
    await waitFor(() => expect(resumeInput()).toHaveAccessibleDescription(/The résumé must be a PDF file/));
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(resumeInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a PDF over 5 MB without sending anything', async () => {
    const user = renderForm();
    await fillRequired(user);
    const large = pdf('large.pdf');
    Object.defineProperty(large, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(resumeInput(), large);
    await user.click(submitButton());
    expect(await screen.findByText('The résumé must be at most 5 MB')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends multipart form data with the role, the fields and the résumé, then thanks the applicant', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderForm();
    await fillRequired(user);
    await enter(user, field(/^linkedin/i), 'https://www.linkedin.com/in/sam');
    await enter(user, field(/^cover letter/i), 'I build guardrails.');
    await user.upload(resumeInput(), pdf());
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: /sending/i })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/job-applications');
    const body = init?.body;
    if (!(body instanceof FormData)) throw new Error('expected multipart form data');
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      jobTitle,
      name: 'Sam Okafor',
      email: 'sam@example.com',
      linkedinUrl: 'https://www.linkedin.com/in/sam',
      coverLetter: 'I build guardrails.',
      formToken: testFormToken,
    });
    expect((body.get('resume') as File).name).toBe('sam-okafor.pdf');

    answer(jsonResponse(201, { id: 3 }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Application sent');
    expect(status).toHaveTextContent(`Thank you for applying for the ${jobTitle} role`);
    await user.click(screen.getByRole('button', { name: 'Submit another application' }));
    expect(field(/^full name/i)).toHaveValue('');
  });

  it("puts the server's résumé error under the résumé and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: 'Invalid input: resume', fields: { resume: 'The résumé must be a PDF file' } }),
    );
    const user = renderForm();
    await fillRequired(user);
    await user.upload(resumeInput(), pdf());
    await user.click(submitButton());
    await waitFor(() => expect(resumeInput()).toHaveAccessibleDescription(/The résumé must be a PDF file/));
    expect(field(/^full name/i)).toHaveValue('Sam Okafor');
    expect(field(/^email/i)).toHaveValue('sam@example.com');
  });

  it('tells a rate limit in the alert above the button', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { error: 'Too many requests, please try again later' }));
    const user = renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your application was not sent');
    expect(alert).toHaveTextContent('Too many requests, please try again later');
    expect(field(/^full name/i)).toHaveValue('Sam Okafor');
  });
});
