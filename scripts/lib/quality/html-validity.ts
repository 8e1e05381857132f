/** The html check: every built page is valid by html-validate, with the project's rules. */
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import type { BuiltSite, CheckResult } from './site.ts';

/** `config` is the project's .htmlvalidate.json, applied to every page wherever the build is. */
export async function checkHtmlValidity(site: BuiltSite, config: ConfigData): Promise<CheckResult> {
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const failures: string[] = [];
  let invalidPages = 0;
  for (const page of site.pages) {
    const report = await validator.validateString(page.html, page.file);
    const messages = report.results.flatMap((result) => result.messages);
    if (messages.length > 0) invalidPages += 1;
    for (const message of messages) {
      failures.push(
        `${page.path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}${message.selector ? ` [${message.selector}]` : ''}`,
      );
    }
  }
  return {
    summary: invalidPages
      ? `${invalidPages} of ${site.pages.length} pages invalid`
      : `${site.pages.length} pages valid`,
    failures,
  };
}
