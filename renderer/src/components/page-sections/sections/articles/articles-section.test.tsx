import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Article, Articles } from '../../../../../../contract/page-content/articles';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { everySection } from '../section-fixtures.test-support';
import { ArticlesView } from './articles-section';

const shared = { id: 'articles', headingId: 'articles-heading', pageTitle: 'Fixture page' };

const piece = (title: string, kind: string, topic: string, date: string): Article => ({
  title,
  kind,
  topic,
  author: 'Ada Writer',
  date,
  summary: `${title} summary.`,
});

/** Four pieces over two topics and two types, given out of date order. */
const hub: Articles = {
  title: 'Resources hub',
  items: [
    piece('Cloud guide', 'Guide', 'Cloud security', '2026-02-01'),
    piece('Trust briefing', 'Briefing', 'Zero trust', '2026-05-01'),
    piece('Cloud briefing', 'Briefing', 'Cloud security', '2026-04-01'),
    piece('Trust guide', 'Guide', 'Zero trust', '2026-03-01'),
  ],
};

/** Prints the router's query string, so a test can see what the filters wrote to the address. */
function Address() {
  return <p data-testid="address">{useLocation().search}</p>;
}

function show(data: Articles, route = '/company/resources') {
  return renderWithProviders(
    <>
      <ArticlesView data={data} {...shared} />
      <Address />
    </>,
    { route },
  );
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const address = () => screen.getByTestId('address');
const topicFilter = () => screen.getByRole('group', { name: 'Filter by topic' });
const typeFilter = () => screen.getByRole('group', { name: 'Filter by type' });

describe('articles section', () => {
  it('shows the heading and the pieces newest first, a linked piece named by its title', () => {
    show(everySection.articles);
    expect(screen.getByRole('heading', { name: 'Articles title', level: 2 })).toHaveAttribute('id', 'articles-heading');
    expect(cardTitles()).toEqual(['Newer article', 'Older article']);
    expect(screen.getByRole('link', { name: 'Newer article' })).toHaveAttribute('href', '/company/news');
    expect(within(screen.getByRole('article', { name: 'Older article' })).queryByRole('link')).toBeNull();
  });

  it('gives each piece its labels, a byline and a machine-readable date written out in words', () => {
    show(everySection.articles);
    const card = screen.getByRole('article', { name: 'Newer article' });
    expect(within(card).getByText('Briefing')).toBeInTheDocument();
    expect(within(card).getByText('Zero trust')).toBeInTheDocument();
    expect(within(card).getByText(/^By/)).toHaveTextContent('By Ben Author · 2 October 2026');
    const time = card.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-10-02');
    expect(time).toHaveTextContent('2 October 2026');
  });

  it('filters by topic: the list narrows, the address and the count follow', async () => {
    const user = userEvent.setup();
    show(hub);
    expect(within(topicFilter()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4');
    expect(
      within(topicFilter())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Cloud security', 'Zero trust']);

    await user.click(within(topicFilter()).getByRole('button', { name: 'Cloud security' }));

    expect(cardTitles()).toEqual(['Cloud briefing', 'Cloud guide']);
    expect(within(topicFilter()).getByRole('button', { name: 'Cloud security' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(topicFilter()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 4');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(address()).toHaveTextContent('?topic=Cloud+security');

    await user.click(within(typeFilter()).getByRole('button', { name: 'Guide' }));
    expect(cardTitles()).toEqual(['Cloud guide']);
    expect(address()).toHaveTextContent('?topic=Cloud+security&type=Guide');
  });

  it('opens filtered from the address, and reads a value it does not know as "All"', () => {
    const { unmount } = show(hub, '/company/resources?type=Briefing');
    expect(cardTitles()).toEqual(['Trust briefing', 'Cloud briefing']);
    expect(within(typeFilter()).getByRole('button', { name: 'Briefing' })).toHaveAttribute('aria-pressed', 'true');
    unmount();

    show(hub, '/company/resources?topic=Quantum');
    expect(cardTitles()).toEqual(['Trust briefing', 'Cloud briefing', 'Trust guide', 'Cloud guide']);
    expect(within(topicFilter()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4');
  });

  it('shows no filters when every piece shares one topic and one type', () => {
    const sameKind = { title: 'News', items: hub.items.map((item) => ({ ...item, topic: 'Company', kind: 'News' })) };
    show(sameKind);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('group', { name: 'Filter by topic' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Filter by type' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('says when nothing matches, and "Clear filters" shows everything again', async () => {
    const user = userEvent.setup();
    const data = { ...hub, items: hub.items.filter((item) => item.title !== 'Cloud guide') };
    show(data, '/company/resources?topic=Cloud+security&type=Guide&ref=mail');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 3');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Nothing matches these filters.')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3');
    // Only the filters' own parameters go; focus lands on the filters instead of the vanished button.
    expect(address()).toHaveTextContent(/^\?ref=mail$/);
    expect(within(topicFilter()).getByRole('button', { name: 'All' })).toHaveFocus();
  });
});
