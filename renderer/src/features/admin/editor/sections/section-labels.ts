import { isSectionType, sectionCatalogue } from '../../../../../../contract/page-content/catalogue';

/** A section's name from the catalogue; stored content may hold a key no longer known, shown as it is spelt. */
export function sectionLabel(key: string): string {
  return isSectionType(key) ? sectionCatalogue[key].label : key;
}
