/**
 * The pre-rendered page components by path, for the previews of page documents: a preview renders
 * the very page the build renders, with the unsaved document in `Astro.locals.pagePreview` (the
 * underscore keeps this file from being a route itself).
 */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import Home from './index.astro';
import AiStrategy from './ai-strategy.astro';
import BlogGenerator from './blog-generator.astro';
import ClientPortal from './client-portal.astro';
import CloudSolutions from './cloud-solutions.astro';
import Compare from './compare.astro';
import Compliance from './compliance.astro';
import Contact from './contact.astro';
import ContactThanks from './contact/thanks.astro';
import Cybersecurity from './cybersecurity-services.astro';
import DayInLife from './day-in-life.astro';
import Emergency from './emergency.astro';
import EmployeeLifecycle from './employee-lifecycle.astro';
import Industries from './industries/index.astro';
import Insights from './insights/index.astro';
import Locations from './locations/index.astro';
import ManagedIt from './managed-it-services.astro';
import Network from './network-architecture-design.astro';
import Partnerships from './partnerships.astro';
import Pricing from './pricing.astro';
import Process from './process.astro';
import Referral from './referral-program.astro';
import Roi from './roi-calculator.astro';
import SecurityCheck from './security-check.astro';
import Services from './services.astro';
import Transparency from './transparency.astro';

export const PAGE_VIEWS: Readonly<Record<string, AstroComponentFactory>> = {
  '/': Home,
  '/ai-strategy': AiStrategy,
  '/blog-generator': BlogGenerator,
  '/client-portal': ClientPortal,
  '/cloud-solutions': CloudSolutions,
  '/compare': Compare,
  '/compliance': Compliance,
  '/contact': Contact,
  '/contact/thanks': ContactThanks,
  '/cybersecurity-services': Cybersecurity,
  '/day-in-life': DayInLife,
  '/emergency': Emergency,
  '/employee-lifecycle': EmployeeLifecycle,
  '/industries': Industries,
  '/insights': Insights,
  '/locations': Locations,
  '/managed-it-services': ManagedIt,
  '/network-architecture-design': Network,
  '/partnerships': Partnerships,
  '/pricing': Pricing,
  '/process': Process,
  '/referral-program': Referral,
  '/roi-calculator': Roi,
  '/security-check': SecurityCheck,
  '/services': Services,
  '/transparency': Transparency,
};
