/** The segments of a path, which documents are filed under as search terms (`/services/cloud` → services, cloud). */
export function pathTerms(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
