import { chakra } from '@chakra-ui/react';
import type { HTMLChakraProps } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { SearchIcon } from '../../components/icons/ui-icons';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { focusRing } from './header-styles';
import { useSearchShortcutHint } from './shortcut-hint';

/** The desktop search trigger: looks like a field so it reads as "search", and teaches the keyboard shortcut. */
export function SearchButton(props: Omit<HTMLChakraProps<'button'>, 'onClick' | 'children'>) {
  const setSearchOpen = useSetAtom(searchDialogOpenAtom);
  const shortcutHint = useSearchShortcutHint();
  return (
    <chakra.button
      type="button"
      aria-label="Search"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => setSearchOpen(true)}
      display="inline-flex"
      alignItems="center"
      gap="2"
      h="10"
      ps="3"
      pe="2"
      // Between lg and xl the bar is tight: the field shrinks to the icon and the shortcut, which stays visible
      // and on one line; the links give way first (see desktop-breakpoint.ts).
      minW={{ base: 'auto', xl: '44' }}
      flexShrink="0"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg.subtle"
      color="fg.muted"
      fontSize="sm"
      cursor="pointer"
      transitionProperty="border-color, color"
      transitionDuration="fast"
      _hover={{ borderColor: 'border.emphasized', color: 'fg' }}
      _focusVisible={focusRing}
      {...props}
    >
      <SearchIcon size={16} />
      <chakra.span flex="1" textAlign="start" hideBelow="xl">
        Search
      </chakra.span>
      <chakra.kbd
        fontFamily="body"
        fontSize="xs"
        fontWeight="medium"
        px="1.5"
        py="0.5"
        borderWidth="1px"
        borderColor="border"
        borderRadius="sm"
        bg="bg.panel"
        color="fg.muted"
        whiteSpace="nowrap"
      >
        {shortcutHint}
      </chakra.kbd>
    </chakra.button>
  );
}
