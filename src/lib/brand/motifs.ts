/**
 * The brand's illustration motifs: line drawings on a 240 × 240 grid, one 10-unit stroke weight
 * with round ends and joins, a light main line and one accent detail, over a soft disc. Each is SVG
 * markup, so an Astro component can inline it and the cover generator can draw it.
 */
export const MOTIF_NAMES = [
  'shield',
  'cloud',
  'network',
  'people',
  'backup',
  'checklist',
  'chip',
  'chart',
  'servers',
] as const;
export type MotifName = (typeof MOTIF_NAMES)[number];

export const MOTIF_VIEW_BOX = 240;
const STROKE = 10;

interface Ink {
  /** The main line. */
  line: string;
  /** The one detail that carries the topic's color. */
  accent: string;
  /** The disc behind the drawing. */
  disc: string;
}

const line = (ink: Ink) =>
  `fill="none" stroke="${ink.line}" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round"`;
const accent = (ink: Ink) =>
  `fill="none" stroke="${ink.accent}" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round"`;

const DRAWINGS: Record<MotifName, (ink: Ink) => string> = {
  shield: (ink) => `
    <path d="M120 30 L190 58 V116 C190 162 160 194 120 210 C80 194 50 162 50 116 V58 Z" ${line(ink)}/>
    <path d="M90 120 L112 142 L152 98" ${accent(ink)}/>`,
  cloud: (ink) => `
    <path d="M74 168 H170 A36 36 0 0 0 168 96 A50 50 0 0 0 74 104 A32 32 0 0 0 74 168 Z" ${line(ink)}/>
    <path d="M120 196 V136 M100 154 L120 134 L140 154" ${accent(ink)}/>`,
  network: (ink) => `
    <path d="M120 66 L66 150 M120 66 L174 150 M66 150 H174 M120 66 V112" ${line(ink)}/>
    <circle cx="120" cy="56" r="18" ${line(ink)}/>
    <circle cx="60" cy="164" r="18" ${line(ink)}/>
    <circle cx="180" cy="164" r="18" ${line(ink)}/>
    <circle cx="120" cy="124" r="14" ${accent(ink)}/>`,
  people: (ink) => `
    <circle cx="92" cy="92" r="26" ${line(ink)}/>
    <path d="M44 186 C44 150 66 132 92 132 C118 132 140 150 140 186" ${line(ink)}/>
    <circle cx="158" cy="100" r="22" ${accent(ink)}/>
    <path d="M146 140 C176 134 198 152 198 186" ${accent(ink)}/>`,
  backup: (ink) => `
    <ellipse cx="100" cy="60" rx="50" ry="17" ${line(ink)}/>
    <path d="M50 60 V168 C50 178 72 186 100 186 M150 60 V100 M50 114 C50 124 72 131 100 131" ${line(ink)}/>
    <path d="M200 178 A30 30 0 1 1 188 144 M188 122 V146 H212" ${accent(ink)}/>`,
  checklist: (ink) => `
    <rect x="54" y="40" width="132" height="168" rx="18" ${line(ink)}/>
    <path d="M96 40 V30 H144 V40" ${line(ink)}/>
    <path d="M80 96 L92 108 L112 86 M80 150 L92 162 L112 140" ${accent(ink)}/>
    <path d="M132 98 H160 M132 152 H160" ${line(ink)}/>`,
  chip: (ink) => `
    <rect x="64" y="64" width="112" height="112" rx="16" ${line(ink)}/>
    <rect x="96" y="96" width="48" height="48" rx="8" ${accent(ink)}/>
    <path d="M96 40 V64 M144 40 V64 M96 176 V200 M144 176 V200 M40 96 H64 M40 144 H64 M176 96 H200 M176 144 H200" ${line(ink)}/>`,
  chart: (ink) => `
    <path d="M44 196 H200 M44 196 V44" ${line(ink)}/>
    <path d="M80 168 V136 M120 168 V112 M160 168 V88" ${line(ink)}/>
    <path d="M70 116 L110 84 L136 100 L184 56 M160 56 H184 V80" ${accent(ink)}/>`,
  servers: (ink) => `
    <rect x="48" y="44" width="144" height="44" rx="12" ${line(ink)}/>
    <rect x="48" y="112" width="144" height="44" rx="12" ${line(ink)}/>
    <path d="M120 156 V196 M72 196 H168" ${line(ink)}/>
    <path d="M74 66 H78 M74 134 H78" ${accent(ink)}/>
    <path d="M124 66 H166 M124 134 H166" ${line(ink)}/>`,
};

/** The motif as a complete SVG document (for an `<img>` or the cover generator), `size` px square. */
export function motifSvg(name: MotifName, ink: Ink, size = MOTIF_VIEW_BOX): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${MOTIF_VIEW_BOX} ${MOTIF_VIEW_BOX}">` +
    `<circle cx="120" cy="120" r="112" fill="${ink.disc}"/>` +
    DRAWINGS[name](ink).replace(/\s+/g, ' ').trim() +
    `</svg>`
  );
}
