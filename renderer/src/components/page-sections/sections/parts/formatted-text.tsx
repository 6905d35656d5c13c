import { Fragment } from 'react';
import type { Block, Inline } from '../../../../../../contract/rich-text/parse-rich-text';
import { parseRichText } from '../../../../../../contract/rich-text/parse-rich-text';
import { classNames } from '../../../../lib/class-names';
import { SiteLink } from '../site-link';
import styles from './rich-text.module.css';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return <Fragment key={index}>{inline.text}</Fragment>;
      case 'bold':
        return (
          <strong key={index} className={styles.strong}>
            <Inlines inlines={inline.children} />
          </strong>
        );
      case 'italic':
        return (
          <em key={index}>
            <Inlines inlines={inline.children} />
          </em>
        );
      case 'link':
        return (
          <SiteLink key={index} href={inline.href} className={styles.link}>
            <Inlines inlines={inline.children} />
          </SiteLink>
        );
    }
  });
}

function RichBlock({ block, className }: { block: Block; className: string | undefined }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = block.level === 2 ? 'h3' : 'h4';
      return (
        <Heading className={styles.heading}>
          <Inlines inlines={block.children} />
        </Heading>
      );
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={classNames(className, styles.list)}>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inlines inlines={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'paragraph':
      return (
        <p className={className}>
          <Inlines inlines={block.children} />
        </p>
      );
  }
}

export interface RichTextProps {
  source: string;
  /**
   * The class of each paragraph and list: the look the field had as plain text, so one paragraph renders exactly as
   * the `<p className>` it was. Chakra's `<Text asChild>` passes its own class here.
   */
  className?: string | undefined;
  /** Several blocks: spaced by the text itself (a column), or laid out by a parent column that has its own gap. */
  spacing?: 'own' | 'parent';
}

/**
 * Formatted text parsed and drawn as React elements (never as HTML: nothing in content reaches the DOM as markup),
 * styled by a CSS module so that the first screen (hero, intro, section headings) needs no Chakra for it. One
 * paragraph is one `<p>`; more blocks stand in a column spaced like the text blocks (or the parent's). Its headings
 * rank below the section's own (`## ` is an h3 under the section's h2). Text the parser refuses (only content saved
 * around the server's checks) is shown as the words it is. Loaded only for text that needs parsing (`rich-text.tsx`).
 */
export function FormattedText({ source, className, spacing = 'own' }: RichTextProps) {
  const parsed = parseRichText(source);
  if (!parsed.ok) return <p className={classNames(className, styles.unparsed)}>{source}</p>;
  const [only] = parsed.blocks;
  if (parsed.blocks.length === 1 && only?.kind === 'paragraph') return <RichBlock block={only} className={className} />;
  const blocks = parsed.blocks.map((block, index) => <RichBlock key={index} block={block} className={className} />);
  return spacing === 'parent' ? blocks : <div className={styles.flow}>{blocks}</div>;
}
