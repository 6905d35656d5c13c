import { Box, IconButton, Input } from '@chakra-ui/react';
import type { KeyboardEventHandler, RefObject } from 'react';
import { CloseIcon, SearchIcon } from '../../components/icons/ui-icons';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  onKeyDown: KeyboardEventHandler<HTMLInputElement>;
  onFocus: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  resultsId: string;
}

/** The search input with its icon and a clear button that shows once there is something to clear. */
export function SearchField({ value, onChange, onClear, onKeyDown, onFocus, inputRef, resultsId }: SearchFieldProps) {
  return (
    <Box position="relative" flex="1">
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
      >
        <SearchIcon size={18} />
      </Box>
      <Input
        ref={inputRef}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        // The inline head script stops holding keystrokes once this has focus (public/search-keys.js).
        data-search-field=""
        placeholder="Search..."
        aria-label="Search pages and content"
        aria-controls={resultsId}
        autoComplete="off"
        spellCheck={false}
        size="lg"
        ps="10"
        pe="12"
        // The browser's own clear control would duplicate ours.
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
      {value !== '' && (
        <IconButton
          aria-label="Clear"
          variant="ghost"
          size="sm"
          position="absolute"
          insetEnd="2"
          top="50%"
          transform="translateY(-50%)"
          onClick={onClear}
        >
          <CloseIcon size={16} />
        </IconButton>
      )}
    </Box>
  );
}
