import type { Image } from '../../../../../../contract/page-content/fields';
import { Monogram } from './monogram';
import { StyledContentImage } from './styled-content-image';

/**
 * A partner's logo above or beside its name, or its initials where staff gave none. Decoration: the name is written
 * out beside it. On the dark theme it is drawn in white, as the logo wall draws logos, so a dark logo stays visible.
 */
export function PartnerLogo({
  name,
  logo,
  size = 'md',
}: {
  name: string;
  logo?: Image | undefined;
  size?: 'md' | 'lg';
}) {
  if (!logo) return <Monogram name={name} shape="square" size={size} />;
  return (
    <StyledContentImage
      image={{ ...logo, alt: '', decorative: true }}
      sizes="16rem"
      h={size === 'lg' ? '14' : '11'}
      w="auto"
      maxW="full"
      objectFit="contain"
      flexShrink={0}
      filter={{ _dark: 'brightness(0) invert(1)' }}
      opacity={{ _dark: 0.9 }}
    />
  );
}
