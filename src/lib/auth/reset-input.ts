/** What "Forgot password?" and the reset form send (docs/sign-in-security.md). */
import { z } from 'zod';

export const resetRequestInput = z.object({
  /** The account's address: the answer is the same whether or not there is one. */
  email: z
    .string({ error: 'Enter the email address you sign in with.' })
    .trim()
    .min(1, 'Enter the email address you sign in with.')
    .max(254, 'An email address has at most 254 characters.')
    .pipe(z.email('Enter a valid email address, like name@company.com.')),
});

const password = z
  .string({ error: 'Choose a new password.' })
  .min(1, 'Choose a new password.')
  .max(1024, 'A password has at most 1,024 characters.');

const incomplete = 'This reset link is incomplete: open the whole link from the email.';

export const resetInput = z.union([
  /** Local sign-in: the link's token (256 random bits, base64url). */
  z.object({
    token: z.string({ error: incomplete }).regex(/^[A-Za-z0-9_-]{43}$/, incomplete),
    password,
  }),
  /** Supabase Auth: the code its link brought back. */
  z.object({
    code: z.string({ error: incomplete }).min(1, incomplete).max(512, incomplete),
    password,
  }),
]);
