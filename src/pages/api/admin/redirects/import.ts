import { adminUpload } from '#lib/http/admin-route.ts';
import { apiError, json, readBodyText, RequestBodyError } from '#lib/http/api.ts';
import { REDIRECT_CSV_MAX_BYTES, RedirectCsvError } from '#lib/redirects/csv.ts';
import { WORKER_LIMITS } from '#lib/workers/limits.ts';
import { OffThreadFailure, runOffThread } from '#lib/workers/pool.ts';

export const prerender = false;

/**
 * POST text/csv (from,to[,status[,note]] per line, header optional): every row is checked, then all
 * are saved in one transaction. Any bad row: 400 naming each bad line (`fields`, keyed "line N"),
 * and nothing is saved. Read, checked and planned in a worker, off the serving thread.
 */
export const POST = adminUpload(
  async ({ request }, user) => {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/csv' && type !== 'text/plain') {
      return apiError(415, 'Send the CSV as text/csv.');
    }
    let text: string;
    try {
      text = await readBodyText(request, REDIRECT_CSV_MAX_BYTES);
    } catch (error) {
      if (error instanceof RequestBodyError) {
        return apiError(
          error.status,
          'The CSV is larger than 2 MB; split it and import each part.',
        );
      }
      throw error;
    }
    try {
      const { result } = await runOffThread(
        'redirects.csv',
        { actor: user, text },
        WORKER_LIMITS.redirectsCsv,
      );
      return json({ result });
    } catch (error) {
      if (error instanceof OffThreadFailure && error.reason !== 'crash') {
        return apiError(
          413,
          `The CSV cannot be imported: ${error.message} Split it and import each part.`,
        );
      }
      if (!(error instanceof RedirectCsvError)) throw error;
      return apiError(400, error.message, {
        fields: Object.fromEntries(error.problems.map((p) => [`line ${p.line}`, p.message])),
      });
    }
  },
  { resource: 'redirects', action: 'create' },
);
