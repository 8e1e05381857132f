/**
 * Every service we offer, each described once (the Service catalog document): the home page's
 * cards and /services' sections are chosen from it. The services with a page of their own link to
 * it; the core services are described in full on /services, so the home page sends them there.
 */
import type { Feature } from '#components/sections/types.ts';
import type { DocumentOf } from '#lib/pages/registry.ts';

export type ServiceCatalog = DocumentOf<'service-catalog'>;

/** The home page's services section: the specialist services marked for it, then the core ones. */
export function homeServiceCards(catalog: ServiceCatalog): Feature[] {
  return [
    ...catalog.specialist
      .filter((service) => service.onHome)
      .map(({ onHome: _onHome, ...card }) => card),
    ...catalog.core.map(({ icon, title, description }) => ({
      icon,
      title,
      description,
      href: '/services',
      linkLabel: catalog.homeLinkLabel,
    })),
  ];
}
