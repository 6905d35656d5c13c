import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../lib/theme/chakra-scope';
import { renderWithProviders } from '../../../test/render-with-providers';
import { cleanTags } from './tags-field';
import { IdListPicker } from './id-list-picker';

const people = [
  { id: 1, label: 'Mara Lindqvist' },
  { id: 2, label: 'Priya Raman' },
  { id: 3, label: 'Jonas Weber' },
];

function Authors({ start, readOnly = false }: { start: number[]; readOnly?: boolean }) {
  const [ids, setIds] = useState(start);
  return (
    <IdListPicker
      label="Authors"
      itemNoun="author"
      options={people}
      value={ids}
      onChange={setIds}
      max={2}
      readOnly={readOnly}
      emptyText="No authors yet."
    />
  );
}

const chosen = () => screen.queryAllByRole('listitem').map((item) => item.firstChild?.textContent);

describe('IdListPicker', () => {
  it('adds from what is not chosen yet, reorders and removes, and stops at the most allowed', async () => {
    const events = userEvent.setup();
    renderWithProviders(<Authors start={[2]} />);
    const add = screen.getByLabelText('Add author');
    expect([...(add as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose an author…',
      'Mara Lindqvist',
      'Jonas Weber',
    ]);
    await events.selectOptions(add, 'Jonas Weber');
    expect(chosen()).toEqual(['Priya Raman', 'Jonas Weber']);
    expect(screen.getByLabelText('Add author')).toBeDisabled();
    expect(screen.getByText('At most 2')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Move up Jonas Weber' }));
    expect(chosen()).toEqual(['Jonas Weber', 'Priya Raman']);
    await events.click(screen.getByRole('button', { name: 'Remove Jonas Weber' }));
    expect(chosen()).toEqual(['Priya Raman']);
  });

  it('names an id no option has, and shows a viewer the list without controls', () => {
    renderWithProviders(<Authors start={[9, 1]} readOnly />);
    expect(chosen()).toEqual(['Unknown author (9)', 'Mara Lindqvist']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Add author')).toBeNull();
  });
});

describe('cleanTags', () => {
  it('trims, drops blanks and keeps the first of tags that differ only in case', () => {
    expect(cleanTags([' Cloud  security ', '', 'cloud security', 'OT'])).toEqual(['Cloud security', 'OT']);
  });
});
