/** @jsxImportSource preact */
/** The Security Health Check result: score and tier (announced), the red redirect notice with Stay here, actions, Retake. */
import { ShieldAlert, ShieldCheck, ShieldX, type IconNode } from 'lucide';
import { Icon } from '#islands/shared/Icon.tsx';
import {
  contactHrefForScore,
  recommendedActions,
  redirectsToContact,
  securityTier,
  type SecurityActionId,
  type SecurityTier,
} from '#lib/calculators/security-score.ts';

export interface SecurityActionView {
  title: string;
  description: string;
  href: string;
  linkLabel: string;
}

export interface SecurityResultText {
  title: string;
  scoreLabel: string;
  actionsTitle: string;
  noActions: string;
  redirectNotice: string;
  stayHere: string;
  stayedNotice: string;
  contactNow: string;
  retake: string;
}

interface Props {
  score: number;
  tiers: Record<SecurityTier, { title: string; message: string }>;
  actions: Record<SecurityActionId, SecurityActionView>;
  text: SecurityResultText;
  /** The visitor chose to stay: no timed move. */
  stayed: boolean;
  onStay: () => void;
  onRetake: () => void;
}

const TIER_STYLE: Record<SecurityTier, { box: string; icon: IconNode; name: string }> = {
  strong: {
    box: 'border-brand-700 bg-brand-50 text-brand-900',
    icon: ShieldCheck,
    name: 'shield-check',
  },
  improve: {
    box: 'border-amber-600 bg-amber-50 text-amber-900',
    icon: ShieldAlert,
    name: 'shield-alert',
  },
  critical: { box: 'border-red-700 bg-red-50 text-red-900', icon: ShieldX, name: 'shield-x' },
};

/** The announced part: it exists before the result does, so screen readers hear each new score. */
export function SecurityScoreSummary({
  score,
  tiers,
  text,
}: Pick<Props, 'tiers' | 'text'> & { score: number }) {
  const tier = securityTier(score);
  const { box, icon, name } = TIER_STYLE[tier];
  return (
    <div class={`flex flex-col gap-4 rounded-2xl border-2 p-6 sm:flex-row sm:items-center ${box}`}>
      <Icon icon={icon} name={name} size={56} class="shrink-0" />
      <div>
        <h3 class="text-lg font-semibold">{text.title}</h3>
        <p class="mt-1">
          <span class="text-5xl font-extrabold" data-testid="security-score">
            {score}
          </span>{' '}
          <span class="text-lg font-medium">{text.scoreLabel}</span>
          <span class="sr-only"> — {tiers[tier].title}.</span>
        </p>
        <p class="mt-2 text-lg font-medium" data-testid="security-tier">
          {tiers[tier].message}
        </p>
      </div>
    </div>
  );
}

export default function SecurityCheckResult({
  score,
  actions,
  text,
  stayed,
  onStay,
  onRetake,
}: Omit<Props, 'tiers'>) {
  const contactHref = contactHrefForScore(score);
  const actionIds = recommendedActions(score);
  return (
    <div class="space-y-8">
      {redirectsToContact(score) &&
        (stayed ? (
          <p class="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-800">
            {text.stayedNotice}{' '}
            <a class="link" href={contactHref}>
              {text.contactNow}
            </a>
          </p>
        ) : (
          <div
            role="alert"
            class="flex flex-col gap-4 rounded-xl border border-red-700 bg-red-50 p-4 text-red-800 sm:flex-row sm:items-center sm:justify-between"
          >
            <p class="font-medium">{text.redirectNotice}</p>
            <button type="button" class="btn-secondary shrink-0" onClick={onStay}>
              {text.stayHere}
            </button>
          </div>
        ))}

      <div>
        <h3 class="text-xl font-bold text-ink">{text.actionsTitle}</h3>
        {actionIds.length === 0 ? (
          <p class="mt-3 text-slate-700">{text.noActions}</p>
        ) : (
          <ul class="mt-4 grid gap-4 md:grid-cols-3">
            {actionIds.map((id) => (
              <li key={id} class="card flex flex-col">
                <h4 class="text-lg font-semibold text-ink">{actions[id].title}</h4>
                <p class="mt-2 text-slate-600">{actions[id].description}</p>
                <a
                  class="link mt-auto pt-4"
                  href={actions[id].href === 'contact' ? contactHref : actions[id].href}
                >
                  {actions[id].linkLabel}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>

      <button type="button" class="btn-secondary" onClick={onRetake}>
        {text.retake}
      </button>
    </div>
  );
}
