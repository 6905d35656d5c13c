import { Box, chakra, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FooterContent } from '../../../../contract/global-components/footer-content';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons/ui-icons';
import { FooterHeading } from './footer-heading';

/** tel: URIs take digits and a leading + only; the visible number keeps its friendly spacing. */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function ContactRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="3" align="flex-start">
      <Box as="span" color="colorPalette.fg" mt="0.5" flexShrink={0}>
        {icon}
      </Box>
      <Box minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Flex>
  );
}

const contactLinkStyles = {
  // Inline, not the link's usual inline-flex: a long address may then break inside the column, never past it.
  display: 'inline',
  overflowWrap: 'anywhere',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg', textDecoration: 'underline', textDecorationColor: 'colorPalette.fg' },
} as const;

export function FooterOffice({ info }: { info: FooterContent['companyInfo'] }) {
  const addressLines = info.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Box minW="0">
      {info.title ? <FooterHeading mb="5">{info.title}</FooterHeading> : null}
      <chakra.address fontStyle="normal" textStyle="sm" color="fg.muted">
        <Stack gap="4">
          {info.officeName || addressLines.length > 0 ? (
            <ContactRow icon={<MapPinIcon size={18} />}>
              {info.officeName ? (
                <Text as="span" display="block" color="fg" fontWeight="medium">
                  {info.officeName}
                </Text>
              ) : null}
              {addressLines.map((line, index) => (
                <Text as="span" display="block" key={`${index}|${line}`}>
                  {line}
                </Text>
              ))}
            </ContactRow>
          ) : null}
          {info.phone ? (
            <ContactRow icon={<PhoneIcon size={18} />}>
              <Link href={toTelHref(info.phone)} {...contactLinkStyles}>
                {info.phone}
              </Link>
            </ContactRow>
          ) : null}
          {info.email ? (
            <ContactRow icon={<MailIcon size={18} />}>
              <Link href={`mailto:${info.email}`} {...contactLinkStyles}>
                {info.email}
              </Link>
            </ContactRow>
          ) : null}
        </Stack>
      </chakra.address>
    </Box>
  );
}
