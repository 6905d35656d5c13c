import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { escapeRichText } from '../../../../../../contract/rich-text/rich-text-escape';
import { RichText } from './rich-text';
import { loadFormattedText } from './load-formatted-text';

// Formatted text's parser is loaded through React's `use`, which a test environment resumes only inside an
// awaited `act`: loaded up front, it is read at once.
beforeAll(() => loadFormattedText());
describe('RichText', () => {
  it('draws the formatting as elements: headings under the section’s, lists, bold, italic and links', async () => {
    const { container } = renderWithProviders(
      <RichText
        source={
          '## Scope\n\nWe **secure** *cloud* estates. [Talk to us](/contact) or [write](mailto:a@b.example).\n\n- One\n- Two\n\n1. First'
        }
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Scope', level: 3 })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('secure');
    expect(container.querySelector('em')).toHaveTextContent('cloud');
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute('href', 'mailto:a@b.example');
    expect(screen.getAllByRole('list').map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two', 'First']);
  });

  it('never turns text into markup: refused text is shown as the words it is', async () => {
    const { container } = renderWithProviders(<RichText source={'<img src=x onerror="alert(1)"> **not bold**'} />);
    expect(await screen.findByText('<img src=x onerror="alert(1)"> **not bold**')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('strong')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> **not bold**');
  });

  it('draws one paragraph as the one <p> with the class its plain text had', () => {
    const { container } = renderWithProviders(<RichText source="We secure change." className="lead" />);
    expect(container.innerHTML).toBe('<p class="lead">We secure change.</p>');
  });

  it('draws escaped plain text as exactly its words: no markup is read from it', async () => {
    const plain = '# Not a heading, **not bold**, _kept_, [not a link](/contact)\n- not a bullet\n1. not a number';
    const { container } = renderWithProviders(<RichText source={escapeRichText(plain)} className="lead" />);
    expect(await screen.findByText(plain.replace(/\n/g, ' '))).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelector('h3, h4, strong, em, a, ul, ol')).toBeNull();
    expect(container.textContent).toBe(plain.replace(/\n/g, ' '));
  });
});
