import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactForm as ContactFormContent } from '../../../../../contract/page-content/contact-form';
import { renderWithProviders } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-fetch';
import { stubFetchBesideFormToken, testFormToken } from './form-token.test-support';
import { ContactForm } from './contact-form';

const section: ContactFormContent = {
  title: 'Send us a message',
  description: 'Tell us a little about your organisation.',
  subjects: ['General enquiry', 'Partnerships'],
  submitLabel: 'Send message',
  successMessage: 'Thank you. A consultant will reply within two working days.',
  privacyNote: 'We use your details only to respond to your enquiry.',
};

const { sent: fetchMock, tokenAnswer } = stubFetchBesideFormToken();

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm section={section} anchor="contact-form" />);
  return user;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Pasting is one input event where typing is one per character: the same for the form, far lighter for jsdom. */
async function enter(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}
const submitButton = () => screen.getByRole('button', { name: 'Send message' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, field(/^name/i), 'Priya Raman');
  await enter(user, field(/^email/i), 'priya@example.com');
  await enter(user, field(/^company/i), 'Harbour Mutual');
  await user.selectOptions(screen.getByRole('combobox', { name: /subject/i }), 'Partnerships');
  await enter(user, field(/^message/i), 'We would like to discuss a zero trust assessment.');
}

// Rendering Chakra in jsdom is slow on a busy machine; these tests wait on behaviour, not on time.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows the section copy and labels every field', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    for (const name of [/^name/i, /^email/i, /^company \(optional\)/i, /^phone \(optional\)/i, /^message/i]) {
      expect(field(name)).toBeInTheDocument();
    }
    const subject = screen.getByRole('combobox', { name: /subject/i });
    expect(subject).toHaveDisplayValue('Choose a subject');
    expect(screen.getByRole('option', { name: 'Partnerships' })).toBeInTheDocument();
    expect(screen.getByText(section.privacyNote ?? '')).toBeInTheDocument();
  });

  it('keeps the honeypot out of reach of people', () => {
    const { container } = renderWithProviders(<ContactForm section={section} anchor="contact-form" />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
  });

  it('checks the fields before sending, links each error and focuses the first invalid field', async () => {
    const user = renderForm();
    await enter(user, field(/^email/i), 'not-an-email');
    await user.click(submitButton());
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(field(/^email/i)).toHaveAccessibleDescription('Enter a valid email address');
    expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Tell us a little more (at least 10 characters)')).toBeInTheDocument();
    expect(field(/^name/i)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under the fields they name", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: 'Invalid input: email', fields: { email: 'This address cannot receive mail' } }),
    );
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(field(/^email/i)).toHaveAccessibleDescription('This address cannot receive mail'));
    expect(field(/^email/i)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the button while sending, then sends the JSON payload', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    const sending = await screen.findByRole('button', { name: /sending/i });
    expect(sending).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Priya Raman',
      email: 'priya@example.com',
      company: 'Harbour Mutual',
      subject: 'Partnerships',
      message: 'We would like to discuss a zero trust assessment.',
      website: '',
      formToken: testFormToken,
    });
    answer(jsonResponse(201, { id: 1 }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('still sends the message when the form token could not be had', async () => {
    tokenAnswer.mockRejectedValue(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 2 }));
    const user = renderForm();
    await waitFor(() => expect(tokenAnswer).toHaveBeenCalled());
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/contact');
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('formToken');
  });

  it('keeps everything typed after a failed submit and says what went wrong', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { error: 'Unavailable' }));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('Server error: 503');
    expect(field(/^name/i)).toHaveValue('Priya Raman');
    expect(field(/^message/i)).toHaveValue('We would like to discuss a zero trust assessment.');
    expect(screen.getByRole('combobox', { name: /subject/i })).toHaveValue('Partnerships');
    expect(submitButton()).toBeEnabled();
  });

  it("shows the catalogue's wording for a lost connection", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network connection error - please check your connection and try again',
    );
  });

  it('announces success and starts over with an empty form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 7 }));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Message sent');
    expect(status).toHaveTextContent(section.successMessage ?? '');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/^name/i)).toHaveValue('');
    expect(field(/^message/i)).toHaveValue('');
    await waitFor(() => expect(field(/^name/i)).toHaveFocus());
  });
});
