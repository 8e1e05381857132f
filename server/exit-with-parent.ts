/**
 * Preloaded (`node --import`) into a background rebuild: when the server that started it dies (even by
 * SIGKILL), the build stops too instead of running on as an orphan and writing a release nobody asked for.
 * The next server start decides afresh what to serve and whether to rebuild. The server passes its PID
 * in BUILD_PARENT_PID, so a server that died before this module loaded is noticed too.
 */
import { loadEnv } from '#config/env.ts';

const serverPid = loadEnv().BUILD_PARENT_PID ?? process.ppid;
const checkParent = () => {
  if (process.ppid !== serverPid) process.exit(1);
};
checkParent();
setInterval(checkParent, 1000).unref();
