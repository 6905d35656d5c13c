import { Accordion, chakra, Span } from '@chakra-ui/react';
import type { QuickLinkSection } from '../../../../contract/global-components/footer-content';
import { ChevronDownIcon } from '../../components/icons/ui-icons';
import { FooterLinkList } from './footer-link-list';

// The spec's 0.2 s; with reduced motion the content snaps open (a 0 s animation still ends, so closing works).
const motion = { animationDuration: '0.2s', _motionReduce: { animationDuration: '0s' } };

/** Small screens: each section folds away; `multiple` lets visitors keep several open at once. */
export function FooterLinkAccordion({ sections }: { sections: QuickLinkSection[] }) {
  if (sections.length === 0) return null;
  return (
    <Accordion.Root
      multiple
      collapsible
      variant="plain"
      borderTopWidth="1px"
      borderTopStyle="solid"
      borderColor="border"
    >
      {sections.map((section, index) => (
        <Accordion.Item
          key={`${index}|${section.title}`}
          value={String(index)}
          borderBottomWidth="1px"
          borderBottomStyle="solid"
          borderColor="border"
        >
          <chakra.h2 m="0">
            <Accordion.ItemTrigger
              px="0"
              py="4"
              minH="12"
              bg="transparent"
              borderWidth="0"
              fontFamily="inherit"
              cursor="pointer"
              color="fg"
              textStyle="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="0.12em"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            >
              <Span flex="1">{section.title}</Span>
              {/* A span: a button may hold only phrasing content, and Ark's indicator is a div of its own. */}
              <Accordion.ItemIndicator asChild color="fg.muted" _motionReduce={{ transition: 'none' }}>
                <span>
                  <ChevronDownIcon size={18} />
                </span>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </chakra.h2>
          <Accordion.ItemContent _open={motion} _closed={motion}>
            <Accordion.ItemBody pt="1" pb="5">
              <FooterLinkList links={section.links} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
