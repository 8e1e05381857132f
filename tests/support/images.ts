/**
 * Images a camera or a bad day makes, made by the tests themselves: a JPEG cut short, a PNG with a
 * valid header and damaged data, and a photo carrying its maker, an XMP creator and a GPS position.
 */
import sharp from 'sharp';

/** Gaussian noise: compresses like a photograph, so a file is as large as a marketer's would be. */
export const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110, sigma: 40 },
    },
  });

/** A photo-like JPEG cut to 40 % of its length, as an interrupted copy leaves it. */
export async function truncatedJpeg(width = 1200, height = 800): Promise<Uint8Array> {
  const whole = await noise(width, height).jpeg().toBuffer();
  return new Uint8Array(whole.subarray(0, Math.floor(whole.length * 0.4)));
}

/** A PNG whose signature, header and length fields are intact but whose pixel data is garbled. */
export async function damagedPng(width = 400, height = 300): Promise<Uint8Array> {
  const bytes = Buffer.from(await noise(width, height).png().toBuffer());
  const data = bytes.indexOf('IDAT') + 4;
  for (let i = data + 32; i < Math.min(data + 4096, bytes.length - 16); i++) bytes[i]! ^= 0x5a;
  return new Uint8Array(bytes);
}

/** What a phone writes into a photo: the camera, its position and the photographer's name. */
export const CAMERA_METADATA = {
  make: 'Northbeam Test Camera',
  creator: 'Dana the Photographer',
  /** Times Square, as EXIF rationals. */
  gps: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '40/1 45/1 3000/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '73/1 59/1 900/100',
  },
} as const;

/** A JPEG carrying EXIF (camera and GPS position) and XMP, as a phone's photo does. */
export async function photoWithGps(width = 1000, height = 700): Promise<Uint8Array> {
  const buffer = await noise(width, height)
    .withExif({ IFD0: { Make: CAMERA_METADATA.make }, IFD3: CAMERA_METADATA.gps })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${CAMERA_METADATA.creator}</dc:creator>` +
        '</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .jpeg()
    .toBuffer();
  return new Uint8Array(buffer);
}

/** The tag that points at EXIF's GPS directory (0x8825), in either byte order. */
const GPS_POINTER = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];

/** What of a camera's metadata an image still carries: EXIF, a GPS directory, XMP, the names. */
export async function metadataLeft(bytes: Uint8Array) {
  const { exif, xmp } = await sharp(bytes).metadata();
  const raw = Buffer.from(bytes);
  return {
    exif: exif !== undefined,
    gps: exif !== undefined && GPS_POINTER.some((tag) => exif.includes(tag)),
    xmp: xmp !== undefined,
    names: [CAMERA_METADATA.make, CAMERA_METADATA.creator].filter((name) => raw.includes(name)),
  };
}
