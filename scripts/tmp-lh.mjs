import { startBenchSite } from './lib/bench-harness.mjs';
import { chromiumPath, runLighthouse, summarize } from './lib/lighthouse.mjs';
const site = await startBenchSite({ name: 'lh-composed' });
try {
  for (const formFactor of ['mobile', 'desktop']) {
    const lhr = await runLighthouse(
      `${site.base}/law-firm-security-assessment`,
      formFactor,
      chromiumPath(),
    );
    console.log(formFactor, JSON.stringify(summarize(lhr)));
    const js = lhr.audits['network-requests'].details.items
      .filter((i) => i.resourceType === 'Script')
      .reduce((a, i) => a + i.transferSize, 0);
    console.log('script bytes', js);
  }
} finally {
  await site.stop();
}
