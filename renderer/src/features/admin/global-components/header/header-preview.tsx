import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { HeaderConfig } from '../../../../../../contract/global-components/header-config';
import { PreviewFrame } from '../preview-frame';

interface PreviewItem {
  text?: string | undefined;
  enabled?: boolean | undefined;
}

const shown = <T extends PreviewItem>(items: readonly T[] | undefined): T[] =>
  (items ?? []).filter((item) => item.enabled === true);

/** What visitors would see: enabled items only, in list order, dropdowns and submenus listed under their item. */
export function HeaderPreview() {
  const { control } = useFormContext<HeaderConfig>();
  const config = useWatch({ control });
  return (
    <PreviewFrame title="Preview: header menu">
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Text fontWeight="bold">Aegisline</Text>
        <HStack as="ul" listStyleType="none" gap="4" align="flex-start" wrap="wrap" m="0" p="0">
          {shown(config.menuItems).map((item, index) => (
            <Box as="li" key={index}>
              <Text fontWeight="medium">{item.text || '(untitled)'}</Text>
              {item.hasDropdown && (
                <Stack as="ul" gap="0.5" ps="3" m="0" color="fg.muted">
                  {shown(item.dropdownItems).map((entry, entryIndex) => (
                    <Box as="li" key={entryIndex}>
                      {entry.text || '(untitled)'}
                      {entry.hasSubmenu && shown(entry.submenuItems).length > 0 && (
                        <Text as="span" fontSize="xs">
                          {' '}
                          (
                          {shown(entry.submenuItems)
                            .map((leaf) => leaf.text)
                            .join(', ')}
                          )
                        </Text>
                      )}
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </HStack>
        <HStack gap="2" color="fg.muted" fontSize="xs">
          {config.showSearch && <Text>{config.searchPlaceholder || 'Search'}</Text>}
          {config.showThemeToggle && <Text>Theme toggle</Text>}
        </HStack>
      </Flex>
    </PreviewFrame>
  );
}
