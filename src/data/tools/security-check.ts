/** Copy of /security-check: the five questions (weights live in src/lib/calculators/security-score.ts) and every result text. */
import type {
  SecurityActionId,
  SecurityQuestionId,
  SecurityTier,
} from '#lib/calculators/security-score.ts';
import type { FaqEntry } from '#components/sections/types.ts';
import type { IconName } from '#components/ui/icons.ts';

export const securityCheckPage = {
  path: '/security-check',
  title: 'Free Security Health Check',
  description:
    'Answer five yes/no questions about device management, endpoint protection, incident response, training and backups to get your free security score.',
  toolName: 'Security Health Check',
  hero: {
    eyebrow: 'Free tool · 2 minutes',
    title: 'Security Health Check',
    intro:
      'Five yes/no questions show how well your business is protected against ransomware, phishing and data loss — with a score out of 100 and the next steps that matter most.',
  },
  questionsTitle: 'Answer five questions',
  questionsIntro:
    'Choose Yes or No for each question. Your score appears as soon as all five are answered, and you can change any answer.',
} as const;

export interface SecurityQuestionCopy {
  /** The question as asked. */
  text: string;
  /** One line on why it matters, shown under the question. */
  hint: string;
}

export const securityQuestions: Record<SecurityQuestionId, SecurityQuestionCopy> = {
  mdm: {
    text: 'Do you have Mobile Device Management (MDM) in place for company laptops and phones?',
    hint: 'MDM lets you enforce encryption and passcodes, and wipe a lost device remotely.',
  },
  edr: {
    text: 'Is antivirus or Endpoint Detection and Response (EDR) running on every device?',
    hint: 'EDR spots and isolates ransomware before it spreads across your network.',
  },
  incidentResponse: {
    text: 'Do you have a documented incident response plan?',
    hint: 'A written plan says who does what in the first hour of a breach.',
  },
  training: {
    text: 'Do your employees receive regular cybersecurity training?',
    hint: 'Most breaches start with a phishing email; trained staff report instead of click.',
  },
  backups: {
    text: 'Do you run regular, tested backups of your business data?',
    hint: 'Backups you have restored at least once are the last line of defense against ransomware.',
  },
};

export interface SecurityTierCopy {
  title: string;
  message: string;
}

export const securityTiers: Record<SecurityTier, SecurityTierCopy> = {
  strong: { title: 'Strong', message: 'Great job! Your security posture is strong.' },
  improve: {
    title: 'Room for improvement',
    message: 'There is room for improvement in your security measures.',
  },
  critical: {
    title: 'At risk',
    message: 'Your organization needs immediate security improvements.',
  },
};

export interface SecurityActionCopy {
  title: string;
  description: string;
  /** Where the action's link goes; `contact` means /contact with the score as lead context. */
  href: 'contact' | `/${string}`;
  linkLabel: string;
}

export const securityActions: Record<SecurityActionId, SecurityActionCopy> = {
  consultation: {
    title: 'Schedule a Security Consultation',
    description:
      'A 30-minute review with one of our security engineers to close the gaps this check found.',
    href: 'contact',
    linkLabel: 'Book your consultation',
  },
  mdm: {
    title: 'Implement MDM Solution',
    description:
      'Enroll every laptop and phone so encryption, updates and remote wipe are enforced, not hoped for.',
    href: '/managed-it-services',
    linkLabel: 'See managed device management',
  },
  edr: {
    title: 'Deploy EDR Protection',
    description:
      'Put endpoint detection and response on every device, monitored around the clock by our team.',
    href: '/cybersecurity-services',
    linkLabel: 'See cybersecurity services',
  },
};

export const securityResultCopy = {
  title: 'Your security score',
  scoreLabel: 'out of 100',
  actionsTitle: 'Recommended actions',
  noActions: 'No urgent actions: keep testing your backups and training your team to stay at 100.',
  redirectNotice:
    "Due to critical security concerns, we'll redirect you to our contact page in a few seconds to discuss immediate improvements.",
  stayHere: 'Stay here',
  stayedNotice: 'You are staying on this page. When you are ready, our team is one click away.',
  contactNow: 'Talk to a security engineer now',
  retake: 'Retake the check',
  yes: 'Yes',
  no: 'No',
  progress: 'Answered {answered} of {total}',
  noscript: 'The Security Health Check needs JavaScript to calculate your score.',
} as const;

/** "How the score works": one card per scored area, generated from the weights on the page. */
export const scoringIntro = {
  title: 'How your score is calculated',
  pointsLabel: 'points',
  intro:
    'Each "Yes" adds the points shown. 70 or more is a strong posture, 40 to 69 leaves room for improvement, and below 40 calls for immediate action.',
} as const;

export const scoringAreas: Record<SecurityQuestionId, { icon: IconName; title: string }> = {
  mdm: { icon: 'smartphone', title: 'Device management' },
  edr: { icon: 'shield', title: 'Antivirus or EDR' },
  incidentResponse: { icon: 'file-check', title: 'Incident response plan' },
  training: { icon: 'graduation-cap', title: 'Security training' },
  backups: { icon: 'hard-drive', title: 'Regular backups' },
};

export const securityFaq: readonly FaqEntry[] = [
  {
    question: 'Is the Security Health Check really free?',
    answer:
      'Yes. The check runs entirely in your browser, costs nothing and does not ask for your email address.',
  },
  {
    question: 'Why are backups worth the most points?',
    answer:
      'Tested backups decide whether a ransomware attack is a bad day or the end of the business, so they carry 30 of the 100 points.',
  },
  {
    question: 'What happens after a low score?',
    answer:
      'Below 50 we suggest talking to our team straight away and take you to the contact page with your score, so you do not have to explain it again. You can choose to stay on the page instead.',
  },
];

export const securityCta = {
  title: 'Want a full security assessment?',
  text: 'Our engineers review your devices, accounts, backups and policies and hand you a written action plan — free, whether or not you hire us.',
} as const;
