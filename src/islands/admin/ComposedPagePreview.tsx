/**
 * A composed page's preview under its form, as the form holds it (saved or not): its search result
 * and social card; the page in a frame at a phone's width or a desktop's (scaled to fit), laid out
 * as each device lays it out, or full size in a new tab; and, once the page is saved, a share link
 * for a reviewer without an account.
 */
import { useId, useState } from 'react';
import { site } from '#config/site.ts';
import { substituteFacts } from '#lib/facts/references.ts';
import type { FactJson } from '#lib/pages/json.ts';
import { request } from './api.ts';
import { previewInNewTab, SharePreview } from './PreviewActions.tsx';
import { SearchSocialPreview } from './SearchSocialPreview.tsx';

const PREVIEW_ACTION = '/admin/preview/landing-pages';

/** The widths the page is previewed at, each as the device lays it out, shown at `scale`. */
const DEVICES = {
  phone: { label: 'phone', width: 390, height: 760, scale: 1 },
  desktop: { label: 'desktop', width: 1280, height: 900, scale: 0.5 },
} as const;
type Device = keyof typeof DEVICES;

/** What the search result and the social card show, from the form's fields. */
interface HeadFields {
  slug?: unknown;
  title?: unknown;
  description?: unknown;
  socialImage?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function ComposedPagePreview({
  id,
  head,
  facts,
  page,
}: {
  /** The saved page's id; undefined for a page never saved. */
  id: string | undefined;
  head: HeadFields;
  facts: readonly FactJson[];
  /** The page as the form would send it. */
  page: () => unknown;
}) {
  const values = Object.fromEntries(facts.map((fact) => [fact.name, fact.value]));
  const shownText = (value: unknown) => substituteFacts(text(value), values);
  const [device, setDevice] = useState<Device | null>(null);
  const frame = `composed-preview-${useId().replaceAll(':', '')}`;
  const show = (chosen: Device) => {
    setDevice(chosen);
    previewInNewTab(PREVIEW_ACTION, 'page', page(), frame);
  };
  const shown = device ? DEVICES[device] : DEVICES.phone;

  return (
    <div role="group" aria-label="Preview" className="space-y-3">
      <SearchSocialPreview
        path={`/${text(head.slug) || '…'}`}
        title={`${shownText(head.title) || 'Page title'} | ${site.brand}`}
        description={shownText(head.description) || 'The description appears here.'}
        image={text(head.socialImage) || null}
      />
      <SharePreview
        id="landing-page"
        onPreview={() => previewInNewTab(PREVIEW_ACTION, 'page', page())}
        onShare={
          id
            ? () =>
                request<{ url: string; expiresAt: string }>(
                  'POST',
                  `/api/admin/landing-pages/${id}/share-link`,
                  page(),
                )
            : undefined
        }
        unsharedHint="Save the page to share a preview link."
      />
      <div className="flex flex-wrap gap-3">
        {(Object.keys(DEVICES) as Device[]).map((each) => (
          <button
            key={each}
            type="button"
            className="btn-secondary"
            aria-pressed={device === each}
            onClick={() => show(each)}
          >
            {device === each ? 'Refresh' : 'Preview'} at {DEVICES[each].label} width
          </button>
        ))}
      </div>
      {/* Always there, so the preview has a frame to load into; shown once asked for. A desktop's
          width scrolls inside its box on a narrow screen rather than widening the admin. */}
      <div hidden={device === null} className="max-w-full overflow-x-auto">
        <div
          className="overflow-hidden rounded-lg border border-slate-300 bg-white"
          style={{ width: shown.width * shown.scale, height: shown.height * shown.scale }}
        >
          <iframe
            name={frame}
            title={`Preview of the page at ${shown.label} width (${shown.width} px)`}
            data-preview-device={device ?? undefined}
            style={{
              width: shown.width,
              height: shown.height,
              transform: `scale(${shown.scale})`,
              transformOrigin: '0 0',
            }}
          />
        </div>
      </div>
    </div>
  );
}
