import { pageViewParams } from '../../contract/page-view-query';

/** A filter value longer than any topic or type staff can store (80 characters) cannot match one. */
const longestValue = 80;

/** The query string (`?topic=…`) of the parameters that shape the page, in a fixed order; '' when none do. */
export function pageViewQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of Object.values(pageViewParams)) {
    const value = given.get(name);
    if (value !== null && value !== '' && value.length <= longestValue) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}
