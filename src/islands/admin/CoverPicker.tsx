/**
 * The post form's cover: choose a library image, upload a new one on the spot, or keep a built-in
 * topic graphic (which stands for the post's generated cover). The chosen path fills the Image URL
 * field, which stays editable.
 */
import { useEffect, useState } from 'react';
import { ImageUpload } from './ImageUpload.tsx';
import { LibraryGrid } from './LibraryGrid.tsx';
import { mediaApi, type MediaJson } from './media-api.ts';

export function CoverPicker({
  value,
  onChoose,
}: {
  value: string;
  onChoose: (path: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [images, setImages] = useState<MediaJson[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!open || images) return;
    mediaApi.list().then(
      ({ images: loaded }) => setImages(loaded),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [open, images]);

  return (
    <div className="mt-2 space-y-3">
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close the media library' : 'Choose from the media library'}
      </button>
      {open && (
        <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-3">
          {error && (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          )}
          {images && images.length > 0 && (
            <LibraryGrid
              images={images}
              isChosen={(image) => value === image.path}
              labelFor={(image) => `Use “${image.alt}” (${image.filename})`}
              onChoose={(image) => onChoose(image.path)}
            />
          )}
          <ImageUpload
            onUploaded={(image) => {
              setImages((list) => [image, ...(list ?? [])]);
              onChoose(image.path);
            }}
          />
        </div>
      )}
    </div>
  );
}
