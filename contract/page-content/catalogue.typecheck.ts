/**
 * Compile-time proof that the catalogue and the list of section types cannot drift apart: each assignment below
 * must fail to typecheck (`npm run typecheck` reports an unused `@ts-expect-error` if one starts to compile).
 */
import { sectionCatalogue, type SectionCatalogue } from './catalogue';
import { faqSection } from './faq';

const { faq: _faq, ...withoutFaq } = sectionCatalogue;

// @ts-expect-error -- a listed type without a catalogue entry
export const typeWithoutEntry: SectionCatalogue = withoutFaq;

// @ts-expect-error -- an entry for a type that is not listed
export const entryWithoutType: SectionCatalogue = { ...sectionCatalogue, pressReleases: faqSection };
