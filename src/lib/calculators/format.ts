/** How the calculators write numbers: US dollars and counts with thousands separators. */

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "$263,250": rounded to the dollar, for estimates shown without decimals. */
export function formatWholeDollars(amount: number): string {
  return wholeDollars.format(Math.round(amount));
}

/** "$100" for whole-dollar amounts, "$357.14" otherwise: prices and bill credits, to the cent. */
export function formatPrice(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
}

/** "3,510": a rounded count with thousands separators. */
export function formatCount(value: number): string {
  return count.format(Math.round(value));
}
