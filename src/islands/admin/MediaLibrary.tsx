/**
 * The Media screen: upload images, see each with its thumbnail, size, dimensions and where it is
 * used, fix its alt text, and delete what nothing uses.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatBytes } from '#lib/media/rules.ts';
import { ApiError } from './api.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { adminImageSrc, mediaApi, type MediaJson } from './media-api.ts';
import { useCan } from './role.ts';

function AltEditor({ image, onSaved }: { image: MediaJson; onSaved: (alt: string) => void }) {
  const [alt, setAlt] = useState(image.alt);
  const [message, setMessage] = useState('');
  const save = async () => {
    try {
      const { image: saved } = await mediaApi.setAlt(image.id, alt);
      setMessage('Saved.');
      onSaved(saved.alt);
    } catch (caught) {
      setMessage(
        caught instanceof ApiError ? (caught.fields.alt ?? caught.message) : String(caught),
      );
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="min-w-0 flex-1 text-sm font-medium text-ink">
        Alt text
        <input
          type="text"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-1.5 font-normal"
        />
      </label>
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        disabled={alt === image.alt}
        onClick={() => void save()}
      >
        Save alt text
      </button>
      <p aria-live="polite" className="w-full text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}

export default function MediaLibrary() {
  const [images, setImages] = useState<MediaJson[] | null>(null);
  const [notice, setNotice] = useState('');
  // Alt text shows on live pages and a deletion is a deletion: editors and owners only.
  const mayEdit = useCan('delete');

  const load = useCallback(() => {
    mediaApi.list().then(
      ({ images: loaded }) => setImages(loaded),
      (caught: unknown) => setNotice(caught instanceof Error ? caught.message : String(caught)),
    );
  }, []);
  useEffect(load, [load]);

  const remove = async (image: MediaJson) => {
    if (!window.confirm(`Delete “${image.filename}” from the library?`)) return;
    try {
      await mediaApi.remove(image.id);
      setNotice(`Deleted “${image.filename}”.`);
      load();
    } catch (caught) {
      setNotice(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <section aria-labelledby="media-heading" className="space-y-6">
      <h2 id="media-heading" className="text-2xl font-bold text-ink">
        Media
      </h2>
      <div className="card">
        <ImageUpload
          onUploaded={(image) => {
            setNotice(`Uploaded “${image.filename}”.`);
            load();
          }}
        />
      </div>
      <p role="status" className="text-slate-700">
        {notice}
      </p>
      {images === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : images.length === 0 ? (
        <p className="text-slate-600">No images yet. Upload the first one above.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <li
              key={image.id}
              data-media-filename={image.filename}
              className="space-y-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <img
                src={adminImageSrc(image.path)}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-[40/21] w-full rounded bg-slate-100 object-cover"
              />
              <div>
                <p className="font-medium break-all text-ink">{image.filename}</p>
                <p className="text-sm text-slate-600">
                  {image.width} × {image.height} · {formatBytes(image.byteSize)} ·{' '}
                  {image.contentType.replace('image/', '').toUpperCase()}
                </p>
                <p className="text-sm text-slate-600">
                  {image.usedBy.length === 0
                    ? 'Not used yet'
                    : `Used by ${image.usedBy.map((use) => `“${use.title}”`).join(', ')}`}
                </p>
              </div>
              {mayEdit && (
                <>
                  <AltEditor image={image} onSaved={() => load()} />
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1.5 text-sm"
                    aria-label={`Delete ${image.filename}`}
                    onClick={() => void remove(image)}
                  >
                    Delete
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
