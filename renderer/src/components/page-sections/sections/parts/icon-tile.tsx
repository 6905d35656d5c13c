import { Flex } from '@chakra-ui/react';
import type { IconName } from '../../../../../../contract/page-content/fields';
import { FeatureIcon } from '../../../../components/icons/feature-icons';

/** The teal-tinted square an item's icon sits in. */
export function IconTile({ name, size = 'md' }: { name: IconName; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? '14' : '11';
  return (
    <Flex
      align="center"
      justify="center"
      w={box}
      h={box}
      flexShrink={0}
      borderRadius="xl"
      bg="signal.subtle"
      color="signal.fg"
      borderWidth="1px"
      borderColor="signal.muted"
    >
      <FeatureIcon name={name} size={size === 'lg' ? 28 : 22} />
    </Flex>
  );
}
