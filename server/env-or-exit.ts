import { EnvError, loadEnv, type Env } from '#config/env.ts';

/** The server's configuration, or a stop naming every invalid variable before anything is served. */
export function envOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`Northbeam IT cannot start: ${error.message}`);
    process.exit(1);
  }
}
