import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPerson } from '../../../../../../contract/admin/admin-people';
import { sectionCatalogue } from '../../../../../../contract/page-content/catalogue';
import '../../../../lib/theme/chakra-scope';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { jsonResponse, stubFetchForEachTest } from '../../../../test/stub-fetch';
import { SectionFieldsForm } from './section-fields-form';

const teamForm = ((form) => {
  if (form.shape !== 'object') throw new Error('the team section is an object');
  return form;
})(sectionCatalogue.teamSection.form);

const person = (id: number, name: string, role: string): AdminPerson => ({
  ...{ id, slug: name.toLowerCase().replace(' ', '-'), name, role, bio: '', credentials: [], links: [] },
  ...{ createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', updatedBy: null, version: 1 },
  ...{ articleCount: 0, shownOn: [] },
});
const people = [
  person(1, 'Eleanor Marsh', 'Founder'),
  person(2, 'Daniel Okafor', 'CTO'),
  person(3, 'Sofia Lindqvist', 'Director'),
];

const fetchMock = stubFetchForEachTest();

function renderTeam(initial: unknown, readOnly = false) {
  fetchMock.mockImplementation(async () => jsonResponse(200, { items: people }));
  const onChange = vi.fn();
  renderWithProviders(
    <SectionFieldsForm
      sectionKey="teamSection"
      form={teamForm}
      initial={initial}
      readOnly={readOnly}
      onChange={onChange}
    />,
  );
  const members = () => (onChange.mock.lastCall?.[0] as { members: unknown[] } | undefined)?.members;
  return { events: userEvent.setup(), members };
}

const chosen = () =>
  within(screen.getByRole('group', { name: 'People' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('the team section’s people', { timeout: 20_000 }, () => {
  it('are chosen from the People collection, reordered and removed, and saved as ids', async () => {
    const { events, members } = renderTeam({ title: 'Team', members: [{ personId: 2 }] });
    expect(await screen.findByText('Daniel Okafor, CTO')).toBeInTheDocument();
    const add = screen.getByLabelText('Add person');
    expect([...(add as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose a person…',
      'Eleanor Marsh, Founder',
      'Sofia Lindqvist, Director',
    ]);
    await events.selectOptions(add, 'Eleanor Marsh, Founder');
    expect(chosen()).toEqual(['Daniel Okafor, CTO', 'Eleanor Marsh, Founder']);
    expect(members()).toEqual([{ personId: 2 }, { personId: 1 }]);
    await events.click(screen.getByRole('button', { name: 'Move up Eleanor Marsh, Founder' }));
    expect(members()).toEqual([{ personId: 1 }, { personId: 2 }]);
    await events.click(screen.getByRole('button', { name: 'Remove Daniel Okafor, CTO' }));
    expect(members()).toEqual([{ personId: 1 }]);
    expect(screen.getByRole('link', { name: 'People screen' })).toHaveAttribute('href', '/admin/people');
  });

  it('asks for someone when no one is chosen', async () => {
    const { events } = renderTeam({ title: 'Team', members: [{ personId: 3 }] });
    await events.click(await screen.findByRole('button', { name: 'Remove Sofia Lindqvist, Director' }));
    expect(await screen.findByText('Choose at least one person')).toBeInTheDocument();
  });

  it('are listed without controls for a viewer, and a person deleted since is still named', async () => {
    renderTeam({ title: 'Team', members: [{ personId: 9 }, { personId: 3 }] }, true);
    expect(await screen.findByText('Sofia Lindqvist, Director')).toBeInTheDocument();
    expect(chosen()).toEqual(['Unknown person (9)', 'Sofia Lindqvist, Director']);
    expect(within(screen.getByRole('group', { name: 'People' })).queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Add person')).toBeNull();
  });
});
