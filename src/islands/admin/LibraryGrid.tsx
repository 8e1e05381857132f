/** The media library as a grid of thumbnails to pick one from (the cover picker, the image dialog). */
import { adminImageSrc, type MediaJson } from './media-api.ts';

interface Props {
  images: readonly MediaJson[];
  isChosen: (image: MediaJson) => boolean;
  /** Each thumbnail's accessible name, e.g. `Use “{alt}” ({filename})`. */
  labelFor: (image: MediaJson) => string;
  onChoose: (image: MediaJson) => void;
}

export function LibraryGrid({ images, isChosen, labelFor, onChoose }: Props) {
  return (
    <ul aria-label="Library images" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {images.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            aria-pressed={isChosen(image)}
            aria-label={labelFor(image)}
            onClick={() => onChoose(image)}
            className={`block w-full overflow-hidden rounded border-2 ${isChosen(image) ? 'border-brand-700' : 'border-transparent'}`}
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
  );
}
