import { labelMaxLength } from '../../contract/page-content/fields';
import { pageViewParams } from '../../contract/page-view-query';

/**
 * The query string (`?topic=…`) of the parameters that shape the page, in a fixed order; '' when none do. A value
 * longer than any topic or type staff can store cannot match one, so it is dropped.
 */
export function pageViewQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of Object.values(pageViewParams)) {
    const value = given.get(name);
    if (value !== null && value !== '' && value.length <= labelMaxLength) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}
