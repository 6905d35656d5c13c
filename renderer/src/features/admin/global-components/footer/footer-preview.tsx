import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FooterContent } from '../../../../../../contract/global-components/footer-content';
import { PreviewFrame } from '../preview-frame';

export function FooterPreview() {
  const { control } = useFormContext<FooterContent>();
  const footer = useWatch({ control });
  const info = footer.companyInfo;
  return (
    <PreviewFrame title="Preview: footer">
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        <Stack gap="1">
          <Text fontWeight="bold">Aegisline</Text>
          <Text color="fg.muted">{footer.description}</Text>
          <Text fontSize="xs">{(footer.socialLinks ?? []).map((social) => social.platform).join(' · ')}</Text>
        </Stack>
        {(footer.quickLinkSections ?? []).map((section, index) => (
          <Stack key={index} gap="1">
            <Text fontWeight="semibold">{section.title || '(untitled)'}</Text>
            {(section.links ?? []).map((link, linkIndex) => (
              <Text key={linkIndex} color="fg.muted">
                {link.text}
              </Text>
            ))}
          </Stack>
        ))}
        <Stack gap="1">
          <Text fontWeight="semibold">{info?.title}</Text>
          {info?.officeName && <Text>{info.officeName}</Text>}
          <Box whiteSpace="pre-line" color="fg.muted">
            {info?.address}
          </Box>
          <Text>{info?.phone}</Text>
          <Text>{info?.email}</Text>
        </Stack>
      </SimpleGrid>
      <Flex mt="4" pt="2" borderTopWidth="1px" fontSize="xs" color="fg.muted">
        © {new Date().getFullYear()} {footer.copyrightText}
      </Flex>
    </PreviewFrame>
  );
}
