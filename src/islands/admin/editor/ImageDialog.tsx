/**
 * The editor's image dialog: choose an image from the media library or upload one there, and give
 * it alt text, which is required. The body stores a Markdown image of the library path; each build
 * shows it as a <picture> of the image's variants.
 */
import { useEffect, useId, useState } from 'react';
import { MAX_ALT_LENGTH } from '#lib/media/rules.ts';
import { ImageUpload } from '#islands/admin/ImageUpload.tsx';
import { adminImageSrc, mediaApi, type MediaJson } from '#islands/admin/media-api.ts';
import { EditorDialog } from './EditorDialog.tsx';

export const IMAGE_MESSAGES = {
  noImage: 'Choose an image from the library, or upload one.',
  noAlt: 'Alt text is required: describe what the image shows for people who cannot see it.',
} as const;

interface Props {
  onInsert: (image: { path: string; alt: string }) => void;
  onClose: () => void;
}

export function ImageDialog({ onInsert, onClose }: Props) {
  const id = useId();
  const [images, setImages] = useState<MediaJson[] | null>(null);
  const [chosen, setChosen] = useState<MediaJson | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ image?: string; alt?: string; load?: string }>({});

  useEffect(() => {
    mediaApi.list().then(
      ({ images: loaded }) => setImages(loaded),
      (caught: unknown) => setErrors({ load: (caught as Error).message }),
    );
  }, []);

  const choose = (image: MediaJson) => {
    setChosen(image);
    // The library's alt text is a start; what this use of the image needs may differ.
    setAlt(image.alt);
    setErrors({});
  };

  const insert = () => {
    const found = {
      ...(!chosen && { image: IMAGE_MESSAGES.noImage }),
      ...(!alt.trim() && { alt: IMAGE_MESSAGES.noAlt }),
    };
    setErrors(found);
    if (!chosen || found.alt) return;
    onInsert({ path: chosen.path, alt: alt.trim() });
  };

  return (
    <EditorDialog title="Insert an image" onClose={onClose} onSubmit={insert}>
      {errors.load && (
        <p role="alert" className="text-red-700">
          {errors.load}
        </p>
      )}
      <div className="max-h-64 overflow-y-auto">
        {images === null ? (
          <p className="text-slate-600">Loading the media library…</p>
        ) : images.length === 0 ? (
          <p className="text-slate-600">The library has no images yet: upload one below.</p>
        ) : (
          <ul aria-label="Library images" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {images.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  aria-pressed={chosen?.id === image.id}
                  aria-label={`Choose “${image.alt}” (${image.filename})`}
                  onClick={() => choose(image)}
                  className={`block w-full overflow-hidden rounded border-2 ${chosen?.id === image.id ? 'border-brand-700' : 'border-transparent'}`}
                >
                  <img
                    src={adminImageSrc(image.path)}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    className="aspect-[40/21] w-full bg-slate-100 object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {errors.image && (
        <p role="alert" className="text-sm text-red-700">
          {errors.image}
        </p>
      )}
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-medium text-ink">Upload a new image</summary>
        <div className="mt-3">
          <ImageUpload
            onUploaded={(image) => {
              setImages((list) => [image, ...(list ?? [])]);
              choose(image);
            }}
          />
        </div>
      </details>
      <div>
        <label htmlFor={`${id}-alt`} className="block font-medium text-ink">
          Alt text for this image
        </label>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={MAX_ALT_LENGTH}
          onChange={(event) => setAlt(event.target.value)}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={`${id}-alt-help${errors.alt ? ` ${id}-alt-error` : ''}`}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <p id={`${id}-alt-help`} className="mt-1 text-sm text-slate-600">
          What the image shows, for people who cannot see it. Required.
        </p>
        {errors.alt && (
          <p id={`${id}-alt-error`} role="alert" className="mt-1 text-sm text-red-700">
            {errors.alt}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary px-4 py-2" onClick={insert}>
          Insert image
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onClose}>
          Cancel
        </button>
      </div>
    </EditorDialog>
  );
}
