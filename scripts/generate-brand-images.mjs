// Renders the brand's raster images (social card, logo, favicon) from inline SVG.
// Run once after changing the artwork: `node scripts/generate-brand-images.mjs`; outputs are committed.
import sharp from 'sharp';

const GREEN = '#15803d';
const INK = '#0f172a';

/** @param {number} size */
const mark = (size, x = 0, y = 0) => `
  <g transform="translate(${x} ${y}) scale(${size / 64})">
    <rect width="64" height="64" rx="14" fill="${GREEN}"/>
    <path d="M18 46V18l28 28V18" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;

const socialCard = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="#134e4a"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="220" fill="${GREEN}" opacity="0.25"/>
  <circle cx="1120" cy="560" r="160" fill="#22c55e" opacity="0.15"/>
  ${mark(96, 80, 80)}
  <text x="200" y="145" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#fff">Northbeam IT</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">Managed IT that answers</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#4ade80">in 15 minutes.</text>
  <text x="80" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#cbd5e1">24/7 support · Cybersecurity · Cloud · 99.9% uptime SLA</text>
</svg>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${mark(512)}</svg>`;

await sharp(Buffer.from(socialCard))
  .png({ compressionLevel: 9, palette: true })
  .toFile('public/og-default.png');
await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile('public/logo.png');
await sharp(Buffer.from(logo)).resize(180, 180).png().toFile('public/apple-touch-icon.png');
await import('node:fs/promises').then((fs) =>
  fs.writeFile(
    'public/favicon.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark(64)}</svg>\n`,
  ),
);
console.log('brand images written to public/');
