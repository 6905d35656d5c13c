import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../test/render-signed-in';
import { stubFetchForEachTest } from '../../../test/stub-fetch';
import { answerMedia, mediaItem } from '../media/media-fixtures.test-support';
import { LogoField } from './logo-field';

const fetchMock = stubFetchForEachTest();
const light = mediaItem(1, 'logo-light', 'Aegisline');
const other = mediaItem(2, 'logo-new', 'Aegisline, the new mark');

function Form() {
  const form = useForm({ defaultValues: { logoLight: light.url, logoDark: '/brand/logo-dark.svg' } });
  const value = useWatch({ control: form.control, name: 'logoLight' });
  return (
    <FormProvider {...form}>
      <LogoField name="logoLight" label="Logo (light theme)" />
      <output>{value}</output>
    </FormProvider>
  );
}

describe('LogoField', { timeout: 20_000 }, () => {
  it('shows the library logo by its alt text and name, and changes it through the picker, with no path to type', async () => {
    answerMedia(fetchMock, () => [other, light]);
    const events = userEvent.setup();
    renderSignedIn(<Form />);
    const field = screen.getByRole('group', { name: 'Logo (light theme)' });
    expect(await within(field).findByRole('img', { name: 'Aegisline' })).toHaveAttribute('src', light.url);
    expect(within(field).getByText('logo-light')).toBeInTheDocument();
    expect(within(field).queryByRole('textbox')).toBeNull();
    await events.click(within(field).getByRole('button', { name: 'Change logo for logo (light theme)' }));
    await events.click(await screen.findByRole('button', { name: 'Choose logo-new' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(other.url));
  });
});
