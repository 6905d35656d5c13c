import { publicPagePath } from '../../../../../contract/site-routes';
import { usePages } from '../../../lib/api/pages-query';
import { useSubpages } from '../../../lib/api/subpages-query';

/** The `list` of every link field in the header, footer and call to action editors. */
export const siteAddressListId = 'site-addresses';

/**
 * The link picker: the browser's own suggestion list on each link field, offering every published page and
 * subpage by address and title (typing either narrows it), while any other address can still be typed.
 * Native, so it needs no focus handling or listbox of its own, and keyboard and screen readers already work.
 */
export function SiteAddressList() {
  const pages = usePages();
  const subpages = useSubpages();
  const options = [
    ...(pages.data ?? []).flatMap((page) => {
      const path = publicPagePath(page.slug);
      return path ? [{ path, label: page.title }] : [];
    }),
    ...(subpages.data ?? []).map((subpage) => ({
      path: subpage.fullPath,
      label: `${subpage.title} (${subpage.parentTitle})`,
    })),
  ];
  return (
    <datalist id={siteAddressListId} data-testid="site-addresses">
      {options.map((option) => (
        <option key={option.path} value={option.path} label={option.label} />
      ))}
    </datalist>
  );
}
