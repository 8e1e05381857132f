/**
 * The pre-rendered page components by path, for the previews of page documents: a preview renders
 * the very page the build renders, with the unsaved document in `Astro.locals.pagePreview` (the
 * underscore keeps this file from being a route itself). Each is imported on first use, so the
 * server's other on-request routes do not load every page.
 */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';

/** A page's component, loaded when a preview first asks for it (not with every on-request route). */
export type PageViewLoader = () => Promise<{ default: AstroComponentFactory }>;

export const PAGE_VIEWS: Readonly<Record<string, PageViewLoader>> = {
  '/': () => import('./index.astro'),
  '/ai-strategy': () => import('./ai-strategy.astro'),
  '/blog-generator': () => import('./blog-generator.astro'),
  '/client-portal': () => import('./client-portal.astro'),
  '/cloud-solutions': () => import('./cloud-solutions.astro'),
  '/compare': () => import('./compare.astro'),
  '/compliance': () => import('./compliance.astro'),
  '/contact': () => import('./contact.astro'),
  '/contact/thanks': () => import('./contact/thanks.astro'),
  '/cybersecurity-services': () => import('./cybersecurity-services.astro'),
  '/day-in-life': () => import('./day-in-life.astro'),
  '/emergency': () => import('./emergency.astro'),
  '/employee-lifecycle': () => import('./employee-lifecycle.astro'),
  '/industries': () => import('./industries/index.astro'),
  '/insights': () => import('./insights/index.astro'),
  '/locations': () => import('./locations/index.astro'),
  '/managed-it-services': () => import('./managed-it-services.astro'),
  '/network-architecture-design': () => import('./network-architecture-design.astro'),
  '/partnerships': () => import('./partnerships.astro'),
  '/pricing': () => import('./pricing.astro'),
  '/process': () => import('./process.astro'),
  '/referral-program': () => import('./referral-program.astro'),
  '/roi-calculator': () => import('./roi-calculator.astro'),
  '/security-check': () => import('./security-check.astro'),
  '/services': () => import('./services.astro'),
  '/transparency': () => import('./transparency.astro'),
};
