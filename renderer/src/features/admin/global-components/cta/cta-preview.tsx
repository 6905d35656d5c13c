import { Box, HStack, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CtaContent } from '../../../../../../contract/global-components/cta-content';
import { PreviewFrame } from '../preview-frame';

export function CtaPreview() {
  const { control } = useFormContext<CtaContent>();
  const cta = useWatch({ control });
  return (
    <PreviewFrame title="Preview: call to action">
      {cta.enabled ? (
        <Box textAlign="center" py="4">
          <Text fontSize="lg" fontWeight="bold">
            {cta.title}
          </Text>
          <Text color="fg.muted" mt="1">
            {cta.description}
          </Text>
          <HStack justify="center" gap="3" mt="3">
            <Box px="3" py="1.5" borderRadius="md" bg="fg" color="bg" fontWeight="medium">
              {cta.primary?.text}
            </Box>
            {cta.secondary && (
              <Box px="3" py="1.5" borderRadius="md" borderWidth="1px">
                {cta.secondary.text}
              </Box>
            )}
          </HStack>
        </Box>
      ) : (
        <Text color="fg.muted">Hidden: the call to action is turned off.</Text>
      )}
    </PreviewFrame>
  );
}
