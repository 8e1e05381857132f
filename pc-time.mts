import { precompressDirectory } from '#integrations/precompress.ts';
const t = performance.now(); const c0 = process.cpuUsage();
const n = await precompressDirectory('/tmp/pc');
const c = process.cpuUsage(c0);
console.log(n, 'files', ((performance.now()-t)/1000).toFixed(2), 's wall', ((c.user+c.system)/1e6).toFixed(2), 's cpu');
