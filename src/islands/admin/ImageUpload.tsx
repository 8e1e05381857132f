/**
 * Uploading an image to the media library: drop a file or choose one, write its alt text, upload.
 * The browser checks what it can first (type, size, alt text); the server checks the bytes again.
 * A group, not a form: it also sits inside the post form, and forms cannot nest.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { formatBytes, MAX_IMAGE_BYTES, MEDIA_MESSAGES } from '#lib/media/rules.ts';
import { AltTextField } from './AltTextField.tsx';
import { ApiError } from './api.ts';
import { mediaApi, type MediaJson } from './media-api.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** What the browser can tell before uploading; the server decides by the file's bytes. */
function precheck(file: File): string | null {
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) return MEDIA_MESSAGES.svg;
  if (file.size > MAX_IMAGE_BYTES) return MEDIA_MESSAGES.tooLarge(file.size);
  return null;
}

export function ImageUpload({ onUploaded }: { onUploaded: (image: MediaJson) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    const problem = precheck(chosen);
    setErrors(problem ? { file: problem } : {});
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!file) found.file = MEDIA_MESSAGES.noFile;
    else {
      const problem = precheck(file);
      if (problem) found.file = problem;
    }
    if (!alt.trim()) found.alt = 'Alt text is required.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    setBusy(true);
    try {
      const image = await mediaApi.upload(file, alt);
      setFile(null);
      setAlt('');
      if (input.current) input.current.value = '';
      onUploaded(image);
    } catch (caught) {
      // The chosen file and the alt text stay, to fix and retry.
      setErrors(
        caught instanceof ApiError && Object.keys(caught.fields).length > 0
          ? caught.fields
          : { file: caught instanceof Error ? caught.message : String(caught) },
      );
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (key: string, help?: string) =>
    [help, errors[key] && `${id}-${key}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <div role="group" aria-label="Upload an image" className="space-y-3">
      <div
        data-drop-zone
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`rounded-lg border-2 border-dashed p-4 text-center ${dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'}`}
      >
        <label htmlFor={`${id}-file`} className="block font-medium text-ink">
          Image file
        </label>
        <p id={`${id}-file-help`} className="text-sm text-slate-600">
          Drop a JPEG, PNG, WebP or AVIF here, or choose one (up to {formatBytes(MAX_IMAGE_BYTES)}).
        </p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="mx-auto mt-2 block max-w-full text-sm"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={describedBy('file', `${id}-file-help`)}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file && (
          <p className="mt-2 text-sm break-all text-slate-700">
            {file.name} · {formatBytes(file.size)}
          </p>
        )}
        {errors.file && (
          <p id={`${id}-file-error`} role="alert" className="mt-2 text-sm text-red-700">
            {errors.file}
          </p>
        )}
      </div>
      <AltTextField
        id={`${id}-alt`}
        label="Alt text"
        help="What the image shows, for people who cannot see it."
        value={alt}
        onChange={setAlt}
        error={errors.alt}
        onKeyDown={(event) => {
          // Enter uploads, rather than submitting the post form around it.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void submit();
        }}
      />
      <button
        type="button"
        className="btn-primary px-4 py-2"
        disabled={busy}
        onClick={() => void submit()}
      >
        {busy ? 'Uploading…' : 'Upload'}
      </button>
    </div>
  );
}
