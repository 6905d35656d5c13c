import { chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { Block, Inline } from '../../../../../../contract/rich-text/parse-rich-text';
import { parseRichText } from '../../../../../../contract/rich-text/parse-rich-text';
import { SiteLink } from '../site-link';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return <Fragment key={index}>{inline.text}</Fragment>;
      case 'bold':
        return (
          <chakra.strong key={index} fontWeight="semibold" color="fg">
            <Inlines inlines={inline.children} />
          </chakra.strong>
        );
      case 'italic':
        return (
          <em key={index}>
            <Inlines inlines={inline.children} />
          </em>
        );
      case 'link':
        return (
          <Link key={index} asChild color="signal.fg" textDecoration="underline" textUnderlineOffset="3px">
            <SiteLink href={inline.href}>
              <Inlines inlines={inline.children} />
            </SiteLink>
          </Link>
        );
    }
  });
}

function RichBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Heading as={block.level === 2 ? 'h3' : 'h4'} fontSize={block.level === 2 ? 'lg' : 'md'} color="fg" pt="2">
          <Inlines inlines={block.children} />
        </Heading>
      );
    case 'list': {
      const ListTag = block.ordered ? chakra.ol : chakra.ul;
      return (
        <ListTag ps="5" listStyleType={block.ordered ? 'decimal' : 'disc'} display="grid" gap="1.5">
          {block.items.map((item, index) => (
            <li key={index}>
              <Inlines inlines={item} />
            </li>
          ))}
        </ListTag>
      );
    }
    case 'paragraph':
      return (
        <Text>
          <Inlines inlines={block.children} />
        </Text>
      );
  }
}

/**
 * Formatted text from content, drawn as React elements (never as HTML: nothing in content reaches the DOM as
 * markup). Its headings rank below the section's own (`## ` is an h3 under the section's h2). Text the parser
 * refuses (only content saved around the server's checks) is shown as plain text.
 */
export function RichText({ source }: { source: string }) {
  const parsed = parseRichText(source);
  if (!parsed.ok) return <Text whiteSpace="pre-line">{source}</Text>;
  return (
    <Stack gap="3">
      {parsed.blocks.map((block, index) => (
        <RichBlock key={index} block={block} />
      ))}
    </Stack>
  );
}
