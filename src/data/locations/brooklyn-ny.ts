/** The fixed Brooklyn page: fuller than the database cities, with pricing and service levels. */
import { locationActions } from './actions.ts';
import { pricingTiers, slaCommitments, slaRows } from './service-levels.ts';
import type { LocationView } from './types.ts';
import { RESPONSE_MINUTES, UPTIME_SLA } from '#config/site.ts';

export const brooklyn: LocationView = {
  slug: 'brooklyn-ny',
  city: 'Brooklyn',
  state: 'NY',
  metaTitle: 'Managed IT Services in Brooklyn, NY',
  metaDescription: `Managed IT for Brooklyn businesses from DUMBO to the Navy Yard: ${RESPONSE_MINUTES}-minute response, on-site support, cybersecurity and flat monthly pricing.`,
  intro: `Brooklyn runs on creative studios in DUMBO, manufacturers and hardware startups at the Brooklyn Navy Yard and Industry City, and independent medical and professional practices along Court Street and in Park Slope. Northbeam IT supports them with managed IT and security priced for small teams, engineers who know what it takes to wire a converted warehouse, and a help desk that answers in ${RESPONSE_MINUTES} minutes.`,
  areas: [
    'DUMBO',
    'Brooklyn Navy Yard',
    'Industry City',
    'Downtown Brooklyn',
    'Williamsburg',
    'Park Slope',
  ],
  stats: [
    { value: `${RESPONSE_MINUTES} min`, label: 'Response time, 24/7' },
    { value: '2 hrs', label: 'On site for critical issues' },
    { value: UPTIME_SLA, label: 'Uptime SLA' },
    { value: '5+ users', label: 'Teams we support' },
  ],
  highlights: [
    {
      icon: 'settings',
      title: 'Makers and manufacturers',
      description:
        'Navy Yard and Industry City tenants get segmented networks for CNC machines, 3D printers and lab equipment, kept apart from office laptops.',
    },
    {
      icon: 'building',
      title: 'Converted warehouses, solved',
      description:
        'Brick walls, high ceilings and no riser: we design cabling and Wi-Fi for Brooklyn’s industrial lofts so every desk gets a strong signal.',
    },
    {
      icon: 'users',
      title: 'Priced for small teams',
      description:
        'Studios and practices of five to 25 people pay one flat monthly fee that covers support, security and backups.',
    },
  ],
  services: [
    {
      icon: 'monitor',
      title: 'IT for creative studios',
      description:
        'Mac fleets, shared storage for large media files and fast, reliable internet for the design and video teams in DUMBO and Williamsburg.',
      href: '/managed-it-services',
      linkLabel: 'Managed IT',
    },
    {
      icon: 'network',
      title: 'Loft and warehouse networks',
      description:
        'Site surveys, structured cabling, mesh-free enterprise Wi-Fi and separate networks for production equipment and guests.',
      href: '/network-architecture-design',
      linkLabel: 'Network design',
    },
    {
      icon: 'heart-pulse',
      title: 'Independent medical practices',
      description:
        'HIPAA-aware security, EHR uptime and encrypted devices for practices in Park Slope, Bay Ridge and Downtown Brooklyn, with a signed BAA.',
      href: '/industries/healthcare',
      linkLabel: 'IT for healthcare',
    },
    {
      icon: 'rocket',
      title: 'Hardware and climate-tech startups',
      description:
        'Identity, device management and engineering tooling for startups that build physical products and need SOC 2 for their first enterprise customers.',
      href: '/industries/vc-backed-startups',
      linkLabel: 'Startup IT',
    },
  ],
  faqs: [
    {
      question: 'Can you wire and cover a converted warehouse with Wi-Fi?',
      answer:
        'Yes. We survey the space first, since brick, steel and high ceilings behave very differently from office drywall, then design cabling and ceiling-mounted access points so coverage is even across the floor.',
    },
    {
      question: 'We are a studio of eight people. Are we too small?',
      answer:
        'No. Our Essential plan covers teams of up to 25 users for a flat $2,500 per month, including support, security and backups, and many Brooklyn clients have fewer than ten people.',
    },
    {
      question: 'Do you support equipment at the Navy Yard and Industry City?',
      answer:
        'Yes. We manage the PCs and networks around CNC machines, printers and lab instruments, isolate them from office systems and schedule changes around your production.',
    },
    {
      question: 'How quickly can you be on site in Brooklyn?',
      answer: `Within two hours for critical issues across north and central Brooklyn, and remote help starts within ${RESPONSE_MINUTES} minutes, 24/7.`,
    },
    {
      question: 'Will you sign a BAA with our medical practice?',
      answer:
        'Yes, with every healthcare client, and we produce the HIPAA security risk assessment and the evidence of encryption, backups and access reviews that go with it.',
    },
  ],
  actions: locationActions,
  pricing: {
    intro:
      'The same published pricing as everywhere we work, with no premium for being in the city and no extra charge for on-site visits.',
    tiers: pricingTiers,
  },
  sla: {
    intro: `An engineer answers every request within ${RESPONSE_MINUTES} minutes. Critical issues get an engineer on site within two hours.`,
    rows: slaRows,
    commitments: slaCommitments,
  },
};
