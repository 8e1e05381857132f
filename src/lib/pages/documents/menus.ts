/**
 * The site's menus (docs/page-copy.md, "Menus"): the header's dropdown menus, which the mobile menu
 * lists too, and the footer's columns. A link goes to a page of this site or an https address; a
 * save also checks that each page of this site is there and published (menu-links.ts). The limits
 * are the layout's: four menus fill the header's bar at 1024 px, three columns the footer's row.
 */
import { group, line, list, pageOrHttpsLink } from '#lib/pages/kinds.ts';

export const MENU_LIMITS = {
  headerMenus: 4,
  footerColumns: 3,
  links: 10,
  /** Characters of a menu's name or a column's heading. */
  name: 24,
  /** Characters of a link's text. */
  linkText: 40,
} as const;

const links = list(
  group(
    { label: 'Link' },
    {
      name: line({ label: 'Text', max: MENU_LIMITS.linkText }),
      path: pageOrHttpsLink({
        label: 'Goes to',
        help: 'A page on this site, such as /pricing, /insights/… or /locations/…, or an https:// address. A page must be published.',
      }),
    },
  ),
  { label: 'Links', item: 'Link', min: 1, max: MENU_LIMITS.links },
);

export const menusSchema = group(
  { label: 'Menus' },
  {
    header: list(
      group({ label: 'Menu' }, { name: line({ label: 'Name', max: MENU_LIMITS.name }), links }),
      {
        label: 'Header menus',
        help: 'The menus across the top of every page; on a phone the menu button lists them.',
        item: 'Menu',
        min: 1,
        max: MENU_LIMITS.headerMenus,
      },
    ),
    footer: list(
      group(
        { label: 'Column' },
        { name: line({ label: 'Heading', max: MENU_LIMITS.name }), links },
      ),
      {
        label: 'Footer columns',
        help: 'The columns of links at the foot of every page.',
        item: 'Column',
        min: 1,
        max: MENU_LIMITS.footerColumns,
      },
    ),
  },
);
