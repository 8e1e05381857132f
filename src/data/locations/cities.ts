/**
 * Local specifics of each seeded city: what its businesses run, what they must comply with and how we
 * reach them. Written per city so no two location pages differ only in the city name.
 */
import type { CityDetails } from './types.ts';
import { RESPONSE_MINUTES } from '#config/site.ts';

export const cityDetails: Readonly<Record<string, CityDetails>> = {
  'hartford-ct': {
    areas: [
      'Downtown Hartford',
      'West Hartford',
      'Glastonbury',
      'Wethersfield',
      'Farmington Valley',
    ],
    highlights: [
      {
        icon: 'map-pin',
        title: 'Headquartered on Pearl Street',
        description:
          'Our own engineers work from downtown Hartford, so most clients inside I-84 and I-91 see a technician the same day, often within the hour.',
      },
      {
        icon: 'shield-check',
        title: 'Built for insurance-city standards',
        description:
          'Agencies and brokers that answer to carrier audits get documented controls, access reviews and evidence packs ready before the auditor asks.',
      },
      {
        icon: 'users',
        title: 'Nonprofit and public-sector experience',
        description:
          'We support Hartford nonprofits on grant-friendly budgets and help them use Microsoft nonprofit licensing instead of paying full price.',
      },
    ],
    services: [
      {
        icon: 'file-check',
        title: 'Carrier-audit readiness for agencies',
        description:
          'MFA, EDR, logging and written policies mapped to the security schedules carriers and the Connecticut Insurance Data Security Law expect.',
        href: '/compliance',
        linkLabel: 'Compliance support',
      },
      {
        icon: 'server',
        title: 'Managed IT with same-day on-site',
        description: `24/7 monitoring, patching and a ${RESPONSE_MINUTES}-minute help desk, backed by engineers who are a short drive from any office in Hartford County.`,
        href: '/managed-it-services',
        linkLabel: 'Managed IT',
      },
      {
        icon: 'cloud',
        title: 'Microsoft 365 for small law and CPA firms',
        description:
          'Migrations from aging on-premises file servers on Asylum Hill and in West Hartford to SharePoint and Teams, with permissions that match your practice groups.',
        href: '/cloud-solutions',
        linkLabel: 'Cloud solutions',
      },
      {
        icon: 'hard-drive',
        title: 'Backups for storm season',
        description:
          'Immutable off-site backups and tested restores so a nor’easter power cut or a flooded basement server room is an inconvenience, not a disaster.',
        href: '/cybersecurity-services',
        linkLabel: 'Security and backup',
      },
    ],
    faqs: [
      {
        question: 'How fast can a technician reach our Hartford office?',
        answer: `Our office is at 100 Pearl Street, so for downtown and West Hartford clients we are usually on site within an hour for critical issues, and always within two. Remote help starts within ${RESPONSE_MINUTES} minutes.`,
      },
      {
        question: 'Do you work with insurance agencies and their carrier audits?',
        answer:
          'Yes. Many Hartford agencies we support must show carriers MFA, encryption, endpoint protection and an incident response plan. We deploy those controls and keep the evidence your carrier asks for in one place.',
      },
      {
        question: 'Can you help a Hartford nonprofit on a tight budget?',
        answer:
          'We set up Microsoft 365 nonprofit grants and discounts, plan hardware replacements around grant cycles and offer nonprofit pricing on our managed plans.',
      },
      {
        question: 'Do you cover the Farmington Valley and Glastonbury?',
        answer:
          'Yes. Farmington, Avon, Simsbury, Glastonbury and Wethersfield are all inside our same-day on-site area from the Hartford office.',
      },
      {
        question: 'We still run a server in a closet. Do we have to move to the cloud?',
        answer:
          'No. We manage on-premises servers too. We will tell you honestly what it costs to keep it versus moving to Microsoft 365 or Azure, and many Hartford firms keep a server for a line-of-business app while moving email and files.',
      },
    ],
  },

  'new-haven-ct': {
    areas: ['Downtown New Haven', 'Science Park', 'Route 34 corridor', 'Hamden', 'Branford'],
    highlights: [
      {
        icon: 'cpu',
        title: 'Research and biotech know-how',
        description:
          'We run GPU workstations, lab instrument PCs and large research datasets for spin-offs and startups around Science Park and downtown.',
      },
      {
        icon: 'heart-pulse',
        title: 'Medical practices and clinics',
        description:
          'We keep EHRs, imaging and phones up for independent practices, and sign a Business Associate Agreement with every healthcare client.',
      },
      {
        icon: 'calendar',
        title: 'Engineers in New Haven every week',
        description:
          'Scheduled weekly visits for hands-on work, plus on-site response within two hours for anything critical along I-95 and I-91.',
      },
    ],
    services: [
      {
        icon: 'brain',
        title: 'AI and research infrastructure',
        description:
          'Sizing, networking and managing GPU workstations and small clusters, with storage that keeps training data versioned and backed up.',
        href: '/ai-strategy',
        linkLabel: 'AI infrastructure',
      },
      {
        icon: 'lock',
        title: 'HIPAA-aware security for practices',
        description:
          'Encrypted devices, segmented clinic networks, audit logging and the risk assessment documentation HIPAA requires of every covered entity.',
        href: '/cybersecurity-services',
        linkLabel: 'Cybersecurity',
      },
      {
        icon: 'rocket',
        title: 'IT for fast-growing startups',
        description:
          'Identity-first setups with Entra ID or Okta, laptops shipped ready to work, and controls that make a first SOC 2 audit achievable.',
        href: '/industries/vc-backed-startups',
        linkLabel: 'Startup IT',
      },
      {
        icon: 'network',
        title: 'Lab and office networks',
        description:
          'Separate networks for instruments, guests and staff, with Wi-Fi designed for older brick buildings that swallow signal.',
        href: '/network-architecture-design',
        linkLabel: 'Network design',
      },
    ],
    faqs: [
      {
        question: 'Can you support GPU workstations and research computing?',
        answer:
          'Yes. We spec, install and manage GPU workstations and small on-premises clusters for New Haven research teams, including drivers, CUDA toolchains, fast storage and backups of datasets and model checkpoints.',
      },
      {
        question: 'Will you sign a Business Associate Agreement?',
        answer:
          'Yes, with every healthcare client. We also produce the annual security risk assessment and keep evidence of encryption, access reviews and backups for your HIPAA file.',
      },
      {
        question: 'Our startup spun out of a university lab. Where do we start?',
        answer:
          'Usually with identity: company-owned accounts, MFA, managed laptops and a clean Google Workspace or Microsoft 365 tenant separate from the university. That foundation makes investor and customer security reviews much easier.',
      },
      {
        question: 'How often are your engineers in New Haven?',
        answer: `Every week on a set schedule, and on demand for critical issues, with a two-hour on-site commitment. Most day-to-day help is remote and starts within ${RESPONSE_MINUTES} minutes.`,
      },
      {
        question: 'Can you improve Wi-Fi in an old downtown building?',
        answer:
          'Yes. Thick masonry walls are common downtown. We do a site survey, place access points where the survey says rather than where the cables happen to be, and wire where wireless cannot reach.',
      },
    ],
  },

  'stamford-ct': {
    areas: [
      'Downtown Stamford',
      'Harbor Point',
      'Stamford Transportation Center',
      'Darien',
      'Old Greenwich',
    ],
    highlights: [
      {
        icon: 'chart-line',
        title: 'Market-hours priority',
        description:
          'Trading, portfolio and client-facing systems are triaged first between 9:30 and 4:00, because a slow morning costs more than a slow evening.',
      },
      {
        icon: 'landmark',
        title: 'SEC and FINRA-ready controls',
        description:
          'Access reviews, email archiving, vendor oversight and incident response documentation that stand up in an exam or investor due diligence.',
      },
      {
        icon: 'building',
        title: 'Office build-outs at Harbor Point',
        description:
          'We design and install networks, conference rooms and security for new Stamford offices so they open on schedule.',
      },
    ],
    services: [
      {
        icon: 'shield',
        title: 'Security for hedge funds and RIAs',
        description:
          'Phishing-resistant MFA, conditional access and 24/7 EDR monitoring built around the SEC’s cybersecurity expectations for advisers.',
        href: '/cybersecurity-services',
        linkLabel: 'Cybersecurity',
      },
      {
        icon: 'network',
        title: 'Low-latency office networks',
        description:
          'Dual internet circuits with automatic failover, segmented trading networks and Wi-Fi designed for dense open-plan floors.',
        href: '/network-architecture-design',
        linkLabel: 'Network design',
      },
      {
        icon: 'file-check',
        title: 'Due-diligence questionnaire support',
        description:
          'We answer the IT sections of investor DDQs and vendor assessments with evidence, not adjectives, and keep answers current every quarter.',
        href: '/compliance',
        linkLabel: 'Compliance support',
      },
      {
        icon: 'rocket',
        title: 'IT for Stamford tech companies',
        description:
          'Onboarding dozens of hires a month, device management for remote staff and SOC 2 readiness for software companies selling to enterprises.',
        href: '/employee-lifecycle',
        linkLabel: 'Employee lifecycle',
      },
    ],
    faqs: [
      {
        question: 'Do you prioritize issues during market hours?',
        answer: `Yes. For financial clients, anything affecting trading, order management or client communication during market hours is handled as critical: ${RESPONSE_MINUTES}-minute response and an engineer on it until it is fixed.`,
      },
      {
        question: 'Can you help us prepare for an SEC exam?',
        answer:
          'We implement and document the technical controls examiners ask about — access management, MFA, logging, vendor oversight, backups and incident response — and assemble the evidence your CCO needs.',
      },
      {
        question:
          'We are moving into a new office near the train station. When should we call you?',
        answer:
          'Ideally three months before move-in. That leaves time to order internet circuits, which often take 60 to 90 days in Stamford, and to design cabling before the walls close.',
      },
      {
        question: 'Do you support Darien and Old Greenwich too?',
        answer:
          'Yes. Our Stamford coverage includes Darien, Old Greenwich and Cos Cob, with on-site response within two hours for critical issues.',
      },
      {
        question: 'Can you work alongside our in-house IT person?',
        answer:
          'Often the best setup for firms of 50 to 200 people: we take monitoring, security operations and after-hours coverage, and your IT lead focuses on projects and the business.',
      },
    ],
  },

  'bridgeport-ct': {
    areas: ['Downtown Bridgeport', 'East Side', 'Black Rock', 'Stratford', 'Trumbull'],
    highlights: [
      {
        icon: 'settings',
        title: 'Shop floors and offices on one plan',
        description:
          'We support ERP, CNC-connected PCs and warehouse scanners alongside office email, and keep production networks apart from everything else.',
      },
      {
        icon: 'clipboard-check',
        title: 'Networks documented at last',
        description:
          'Many Bridgeport businesses run on networks that grew without a plan. We map, label and document everything in the first 30 days.',
      },
      {
        icon: 'dollar-sign',
        title: 'Predictable monthly costs',
        description:
          'A flat monthly price replaces surprise break-fix invoices, which matters most to manufacturers and nonprofits with tight margins.',
      },
    ],
    services: [
      {
        icon: 'network',
        title: 'Segmented plant networks',
        description:
          'Separate networks for production equipment, office PCs and guests, so ransomware on a laptop cannot stop the machines.',
        href: '/network-architecture-design',
        linkLabel: 'Network design',
      },
      {
        icon: 'hard-drive',
        title: 'ERP and file server backup',
        description:
          'Hourly snapshots, off-site copies and quarterly restore tests for the ERP and job files your shop runs on.',
        href: '/cloud-solutions',
        linkLabel: 'Backup and cloud',
      },
      {
        icon: 'shield-check',
        title: 'CMMC readiness for defense suppliers',
        description:
          'Gap assessment against NIST SP 800-171 and a practical plan for the controls defense primes now require from Bridgeport subcontractors.',
        href: '/compliance',
        linkLabel: 'Compliance support',
      },
      {
        icon: 'headphones',
        title: 'US-based help desk for every shift',
        description: `Second-shift and weekend crews get the same ${RESPONSE_MINUTES}-minute response as the front office, from engineers based in the United States.`,
        href: '/managed-it-services',
        linkLabel: 'Managed IT',
      },
    ],
    faqs: [
      {
        question: 'Can you support our production floor, not just the office?',
        answer:
          'Yes. We manage the PCs that drive CNC machines and inspection equipment, warehouse scanners and the ERP behind them, and we schedule any changes around your production runs.',
      },
      {
        question: 'We supply a defense contractor. Do we need CMMC?',
        answer:
          'If you handle Controlled Unclassified Information, most likely yes. We start with a gap assessment against NIST SP 800-171 and give you a prioritized, costed plan.',
      },
      {
        question: 'Nobody knows how our network is set up. Is that a problem?',
        answer:
          'It is common, and it is the first thing we fix. In the first month we document every switch, firewall rule, password and circuit, and hand you a copy you own.',
      },
      {
        question: 'Do you support second shift and weekends?',
        answer: `Yes. Support is 24/7/365 with a ${RESPONSE_MINUTES}-minute response, so a scanner failing at 10 p.m. on a Saturday gets the same attention as one failing on Monday morning.`,
      },
      {
        question: 'Which towns around Bridgeport do you cover on site?',
        answer:
          'Bridgeport, Stratford, Trumbull, Fairfield and Shelton, with on-site response within two hours for critical issues.',
      },
    ],
  },

  'greenwich-ct': {
    areas: ['Greenwich Avenue', 'Steamboat Road', 'Cos Cob', 'Riverside', 'Old Greenwich'],
    highlights: [
      {
        icon: 'lock',
        title: 'Discretion by default',
        description:
          'Named engineers, background-checked staff and least-privilege access for firms that manage significant private wealth.',
      },
      {
        icon: 'globe',
        title: 'Principals who travel',
        description:
          'Secure access from anywhere with managed devices, travel loaners and after-hours support in the principal’s time zone.',
      },
      {
        icon: 'star',
        title: 'White-glove on-site support',
        description:
          'Executive support at the office and at home offices, including home networks that protect family members as well as the firm.',
      },
    ],
    services: [
      {
        icon: 'shield-check',
        title: 'Hardened Microsoft 365 tenants',
        description:
          'Conditional access, phishing-resistant MFA for principals and strict external sharing rules, reviewed every quarter.',
        href: '/cybersecurity-services',
        linkLabel: 'Cybersecurity',
      },
      {
        icon: 'wifi',
        title: 'Secure executive home networks',
        description:
          'Separate, managed networks at principals’ homes, so family devices and smart-home gadgets never share a network with firm data.',
        href: '/network-architecture-design',
        linkLabel: 'Network design',
      },
      {
        icon: 'landmark',
        title: 'Family office and RIA compliance',
        description:
          'Controls and documentation for SEC-registered advisers and the FTC Safeguards Rule, plus answers for custodian and LP questionnaires.',
        href: '/compliance',
        linkLabel: 'Compliance support',
      },
      {
        icon: 'phone',
        title: 'Wire-fraud prevention',
        description:
          'Email impersonation protection, payment callback procedures and staff training aimed at the wire-fraud attempts that target wealthy households.',
        href: '/security-check',
        linkLabel: 'Run the security check',
      },
    ],
    faqs: [
      {
        question: 'How do you protect principals from targeted attacks?',
        answer:
          'Phishing-resistant security keys, monitored executive mailboxes, impersonation filtering and a callback rule for every payment request. Principals are targeted personally, so we protect their personal accounts and home networks too.',
      },
      {
        question: 'Can you support a family office with only a few staff?',
        answer:
          'Yes. Many of our Greenwich clients have fewer than 15 people. Our flat plan for up to 25 users covers the firm, and we can extend support to principals’ homes.',
      },
      {
        question: 'Who will have access to our systems?',
        answer:
          'A small named team of background-checked engineers, each with individual, logged, MFA-protected admin accounts. You receive a quarterly report of who accessed what.',
      },
      {
        question: 'Do you provide support when principals travel abroad?',
        answer:
          'Yes: around the clock, with managed loaner laptops for high-risk destinations and secure remote access that works from hotels and airports.',
      },
      {
        question: 'Which parts of Greenwich do you cover on site?',
        answer:
          'All of Greenwich, including Cos Cob, Riverside, Old Greenwich and back-country homes, with on-site response within two hours for critical issues.',
      },
    ],
  },

  'norwalk-ct': {
    areas: ['Merritt 7', 'SoNo', 'Route 1 corridor', 'Westport', 'Wilton'],
    highlights: [
      {
        icon: 'building',
        title: 'Corporate tenants at Merritt 7',
        description:
          'We work with building management and corporate IT policies to support regional offices and satellite teams in Norwalk’s office parks.',
      },
      {
        icon: 'monitor',
        title: 'Creative agencies in SoNo',
        description:
          'Mac fleets, large media files and fast shared storage for agencies and studios that live in Adobe and Figma all day.',
      },
      {
        icon: 'layers',
        title: 'Distribution and logistics',
        description:
          'Warehouse Wi-Fi, handheld scanners and inventory systems for the distributors along Route 1 and I-95.',
      },
    ],
    services: [
      {
        icon: 'laptop',
        title: 'Mac and mixed-fleet management',
        description:
          'Apple Business Manager enrollment, zero-touch setup and the same security policies across Macs and Windows PCs.',
        href: '/managed-it-services',
        linkLabel: 'Managed IT',
      },
      {
        icon: 'cloud',
        title: 'Cloud storage for large files',
        description:
          'SharePoint, Dropbox or on-site NAS with cloud sync, chosen by how big your files are and how your team collaborates.',
        href: '/cloud-solutions',
        linkLabel: 'Cloud solutions',
      },
      {
        icon: 'wifi',
        title: 'Warehouse Wi-Fi that reaches the racks',
        description:
          'Surveyed, high-density wireless for scanners and tablets, tested at the far end of the aisles, not just by the office.',
        href: '/network-architecture-design',
        linkLabel: 'Network design',
      },
      {
        icon: 'user-plus',
        title: 'Onboarding for growing teams',
        description:
          'Laptops, accounts and access ready before a new hire’s first day, and removed within the hour when someone leaves.',
        href: '/employee-lifecycle',
        linkLabel: 'Employee lifecycle',
      },
    ],
    faqs: [
      {
        question: 'Do you support Macs?',
        answer:
          'Yes. Many Norwalk agencies run mostly on Macs. We enroll them in Apple Business Manager, manage them with an MDM and apply the same security baseline as Windows PCs.',
      },
      {
        question: 'Our project files are huge. Should they live in the cloud?',
        answer:
          'It depends on size and workflow. For multi-gigabyte video and design files we often recommend a fast on-site NAS that syncs to the cloud, giving local speed with off-site protection.',
      },
      {
        question: 'Can you fix Wi-Fi dead zones in our warehouse?',
        answer:
          'Yes. We survey the space with the racks full, because stock changes how signal travels, then place industrial access points so scanners stay connected in every aisle.',
      },
      {
        question: 'We are a satellite office of a larger company. Can you work with corporate IT?',
        answer:
          'Yes. We follow your corporate standards, handle the hands-on work locally and report to your headquarters IT team.',
      },
      {
        question: 'Which nearby towns do you cover?',
        answer:
          'Norwalk, Westport, Wilton, New Canaan and Darien, with on-site response within two hours for critical issues.',
      },
    ],
  },

  'white-plains-ny': {
    areas: ['Downtown White Plains', 'Court Street', 'Harrison', 'Purchase', 'Route 119 corridor'],
    highlights: [
      {
        icon: 'scale',
        title: 'Near the courthouses',
        description:
          'We support law firms around the Westchester County Courthouse and know that e-filing deadlines do not move for IT problems.',
      },
      {
        icon: 'file-check',
        title: 'NY SHIELD Act aligned',
        description:
          'Administrative, technical and physical safeguards for New York residents’ private information, documented the way the SHIELD Act expects.',
      },
      {
        icon: 'heart-pulse',
        title: 'Medical offices across Westchester',
        description:
          'EHR uptime, secure patient portals and HIPAA documentation for medical and dental practices in White Plains and Harrison.',
      },
    ],
    services: [
      {
        icon: 'briefcase',
        title: 'Law firm IT',
        description:
          'Document management, practice management, e-filing workstations and encrypted client communication, with upgrades planned around trial calendars.',
        href: '/industries/law-firms',
        linkLabel: 'IT for law firms',
      },
      {
        icon: 'lock',
        title: 'SHIELD Act safeguards',
        description:
          'Risk assessment, access controls, encryption, employee training and vendor oversight, with the written program regulators look for.',
        href: '/compliance',
        linkLabel: 'Compliance support',
      },
      {
        icon: 'server',
        title: 'Managed IT for regional offices',
        description: `24/7 monitoring and a ${RESPONSE_MINUTES}-minute help desk for the regional and back-office teams along the Route 119 corridor.`,
        href: '/managed-it-services',
        linkLabel: 'Managed IT',
      },
      {
        icon: 'shield',
        title: 'Ransomware protection for practices',
        description:
          'EDR, immutable backups and a rehearsed recovery plan, so a medical or legal practice can restore in hours instead of weeks.',
        href: '/cybersecurity-services',
        linkLabel: 'Cybersecurity',
      },
    ],
    faqs: [
      {
        question: 'What does the NY SHIELD Act require of a small firm?',
        answer:
          'Reasonable administrative, technical and physical safeguards for New York residents’ private information, scaled to your size. In practice that means a risk assessment, access controls, encryption, training, vendor oversight and a breach response plan, all of which we implement and document.',
      },
      {
        question: 'Do you support law firm software like iManage, NetDocuments or Clio?',
        answer:
          'Yes. We support the common document and practice management platforms, the scanners and e-filing workstations around them, and encrypted email for client communication.',
      },
      {
        question: 'How quickly can you be on site in White Plains?',
        answer: `Within two hours for critical issues anywhere in central Westchester, and remote help starts within ${RESPONSE_MINUTES} minutes, day or night.`,
      },
      {
        question: 'Can you help with cyber-insurance applications?',
        answer:
          'Yes. We complete the technical sections of the application with you and make sure every control you attest to is actually in place, which protects you when you need to claim.',
      },
      {
        question: 'Do you cover Harrison and Purchase?',
        answer:
          'Yes, along with Scarsdale, Elmsford, Tarrytown and the rest of central Westchester.',
      },
    ],
  },

  'long-island-ny': {
    areas: ['Garden City', 'Melville', 'Hauppauge', 'Mineola', 'Ronkonkoma'],
    highlights: [
      {
        icon: 'network',
        title: 'Multi-site businesses',
        description:
          'Firms with offices and warehouses across Nassau and Suffolk get one network design, one help desk and one set of security policies.',
      },
      {
        icon: 'clock',
        title: 'Remote first, on site when it counts',
        description: `Most fixes happen remotely within ${RESPONSE_MINUTES} minutes; scheduled visits and two-hour critical response cover the hands-on work.`,
      },
      {
        icon: 'heart-pulse',
        title: 'Medical groups and distributors',
        description:
          'We support the medical groups and distribution companies that make up much of the Long Island economy, each with its own compliance needs.',
      },
    ],
    services: [
      {
        icon: 'git-branch',
        title: 'SD-WAN between locations',
        description:
          'Connect every office and warehouse with failover internet and centrally managed firewalls, instead of a tangle of site-to-site VPNs.',
        href: '/network-architecture-design',
        linkLabel: 'Network design',
      },
      {
        icon: 'hard-drive',
        title: 'Backup and hurricane readiness',
        description:
          'Off-island backups, cloud failover for critical systems and a written plan for coastal storms and long power outages.',
        href: '/cloud-solutions',
        linkLabel: 'Cloud and backup',
      },
      {
        icon: 'heart-pulse',
        title: 'HIPAA for multi-office medical groups',
        description:
          'Consistent security across every practice location, centralized audit logs and a single risk assessment for the group.',
        href: '/compliance',
        linkLabel: 'Compliance support',
      },
      {
        icon: 'headphones',
        title: 'One help desk for every site',
        description: `Staff at every location reach the same engineers through Teams, Slack or the priority line, with a ${RESPONSE_MINUTES}-minute response.`,
        href: '/managed-it-services',
        linkLabel: 'Managed IT',
      },
    ],
    faqs: [
      {
        question:
          'We have three locations in Nassau and Suffolk. Can one provider handle all of them?',
        answer:
          'Yes. We standardize the network and security at every site, manage them centrally and visit each on a schedule, so every location gets the same service.',
      },
      {
        question: 'How do you keep us running during a hurricane or long outage?',
        answer:
          'Critical systems are backed up off the island and can fail over to the cloud. We write and test a plan that covers power, internet, phones and who does what.',
      },
      {
        question: 'Is SD-WAN worth it for a small number of sites?',
        answer:
          'Often from two or three sites. It replaces fragile VPNs, adds automatic internet failover and lets us manage every firewall from one place. We will show you the numbers before you decide.',
      },
      {
        question: 'How quickly can you reach our Long Island office?',
        answer: `Remote support starts within ${RESPONSE_MINUTES} minutes. For critical issues we commit to on-site within two hours in Nassau and western Suffolk, and schedule visits further east.`,
      },
      {
        question: 'Do you work with medical groups on Long Island?',
        answer:
          'Yes. We support multi-office medical groups with HIPAA-aware networks, encrypted devices, EHR uptime monitoring and a signed Business Associate Agreement.',
      },
    ],
  },
};
