/**
 * The editor's image dialog: choose an image from the media library or upload one there, and give
 * it alt text, which is required. The body stores a Markdown image of the library path; each build
 * shows it as a <picture> of the image's variants.
 */
import { useEffect, useId, useState } from 'react';
import { ImageUpload } from '#islands/admin/ImageUpload.tsx';
import { AltTextField } from '#islands/admin/AltTextField.tsx';
import { LibraryGrid } from '#islands/admin/LibraryGrid.tsx';
import { mediaApi, type MediaJson } from '#islands/admin/media-api.ts';
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
    <EditorDialog
      title="Insert an image"
      onClose={onClose}
      onSubmit={insert}
      submitLabel="Insert image"
    >
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
          <LibraryGrid
            images={images}
            isChosen={(image) => chosen?.id === image.id}
            labelFor={(image) => `Choose “${image.alt}” (${image.filename})`}
            onChoose={choose}
          />
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
      <AltTextField
        id={`${id}-alt`}
        label="Alt text for this image"
        help="What the image shows, for people who cannot see it. Required."
        value={alt}
        onChange={setAlt}
        error={errors.alt}
      />
    </EditorDialog>
  );
}
