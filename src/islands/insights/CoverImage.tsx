/** @jsxImportSource preact */
/**
 * ContentImage for the cards an island renders: fixed dimensions, AVIF first when the build wrote one,
 * a placeholder until loaded, then a fade-in, or "Image not available" on error. Rendered without
 * hydration it is a plain image.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { avifTwin } from '#lib/media/avif-twin.ts';

type State = 'static' | 'loading' | 'loaded' | 'error';

export function CoverImage({ src, className }: { src: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<State>('static');
  const avif = avifTwin(src);

  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    if (img.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'error');
    else setState('loading');
  }, [src]);

  return (
    <div
      class={`relative aspect-[40/21] overflow-hidden bg-slate-200 ${state === 'loading' ? 'animate-pulse' : ''} ${className ?? ''}`}
    >
      <picture>
        {avif && <source type="image/avif" srcset={avif} />}
        <img
          ref={ref}
          src={src}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
          class={`h-full w-full object-cover transition-opacity duration-300 ${state === 'loading' ? 'opacity-0' : ''} ${state === 'error' ? 'invisible' : ''}`}
        />
      </picture>
      {state === 'error' && (
        <p class="absolute inset-0 flex items-center justify-center text-sm text-slate-600">
          Image not available
        </p>
      )}
    </div>
  );
}
