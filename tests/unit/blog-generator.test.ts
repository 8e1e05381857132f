import { describe, expect, it } from 'vitest';
import { markdownFilename } from '#lib/blog-generator/filename.ts';
import { ESTIMATED_READ_TIME, outlineToMarkdown } from '#lib/blog-generator/markdown.ts';
import { namedOutlines, type BlogOutline } from '#lib/blog-generator/outline.ts';
import { COPIED_INDICATOR_MS, demoteHeadings, STAFF_BROWSER } from '#lib/blog-generator/preview.ts';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '#lib/auth/signed-in-hint.ts';
import { renderMarkdown } from '#lib/markdown/render.ts';
import { draftFromOutline, draftSlugs } from '#lib/blog-generator/draft.ts';
import { postInput } from '#lib/posts/input.ts';
import { blogOutlinesSchema } from '#lib/pages/documents/blog.ts';
import { seedDocument } from '#test-support/page-documents.ts';

/** The seed's outlines (the blog-outlines page document), as the build reads them. */
const seedOutlines = namedOutlines(
  blogOutlinesSchema.parse(seedDocument('blog-outlines')).outlines,
);

const outline: BlogOutline = {
  title: 'Zero Trust for Law Firms',
  primaryKeyword: 'zero trust',
  secondaryKeywords: ['law firm security', 'MFA'],
  metaDescription:
    'What zero trust means for a law firm: identity, devices and access, explained in plain words with a rollout plan.',
  category: 'Cybersecurity',
  url: '/blog/zero-trust-law-firms',
  sections: [
    { h2: 'Why Zero Trust', content: 'Open with the risk of a flat network.' },
    {
      h2: 'Building Blocks',
      content: 'Identity, devices and access.',
      h3_subsections: [
        { h3: 'Identity', content: 'MFA everywhere, no shared accounts.' },
        { h3: 'Devices', content: 'Only managed devices reach client files.' },
      ],
    },
    { h2: 'Next Steps', content: 'Close with [a free assessment](/contact).' },
  ],
};

describe('markdownFilename: title lower-cased, non-alphanumerics turned into hyphens, .md', () => {
  it.each([
    ['Cloud Migration Strategy', 'cloud-migration-strategy.md'],
    ['Network Architecture Design: A Guide', 'network-architecture-design-a-guide.md'],
    ['IT Budget 2025 — Plan & Save', 'it-budget-2025-plan-save.md'],
    ['Wi-Fi 7 vs. Wi-Fi 6E', 'wi-fi-7-vs-wi-fi-6e.md'],
    ['What Is SOC 2?', 'what-is-soc-2.md'],
    ['  Spaces  around ', 'spaces-around.md'],
    ['Café Résumé', 'caf-r-sum.md'],
    ['???', 'article.md'],
  ])('%j → %s', (title, expected) => {
    expect(markdownFilename(title)).toBe(expected);
  });
});

describe('outlineToMarkdown: the article skeleton', () => {
  const markdown = outlineToMarkdown(outline);

  it('starts with the title as the only H1 and the SEO block', () => {
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# Zero Trust for Law Firms');
    expect(markdown.match(/^# /gm)).toHaveLength(1);
    expect(markdown).toContain(`**Meta description:** ${outline.metaDescription}`);
    expect(markdown).toContain('**Primary keyword:** zero trust');
    expect(markdown).toContain('**Secondary keywords:** law firm security, MFA');
    expect(markdown).toContain('**URL:** /blog/zero-trust-law-firms');
    expect(markdown).toContain('**Estimated read time:** 12-15 minutes');
    expect(ESTIMATED_READ_TIME).toBe('12-15 minutes');
  });

  it('has every H2 with its brief and every H3 under its H2, in order', () => {
    const headings = markdown.split('\n').filter((line) => /^#{2,3} /.test(line));
    expect(headings).toEqual([
      '## Why Zero Trust',
      '## Building Blocks',
      '### Identity',
      '### Devices',
      '## Next Steps',
    ]);
    expect(markdown).toContain(
      '## Building Blocks\n\nIdentity, devices and access.\n\n### Identity',
    );
    expect(markdown.endsWith('Close with [a free assessment](/contact).\n')).toBe(true);
  });

  it('renders with the safe renderer into real headings and links', () => {
    const html = renderMarkdown(markdown);
    expect(html).toContain('<h1 id="zero-trust-for-law-firms">Zero Trust for Law Firms</h1>');
    expect(html).toContain('<h3 id="identity">Identity</h3>');
    expect(html).toContain('<a href="/contact">a free assessment</a>');
  });
});

describe('the seed’s outlines (the blog-outlines page document)', () => {
  const outlines = seedOutlines;

  it('are the two built-in ones: cloud migration strategy and network architecture design', () => {
    expect(outlines.map((o) => o.id)).toEqual([
      'cloud-migration-strategy',
      'network-architecture-design',
    ]);
    expect(outlines[0]?.outline.primaryKeyword).toBe('cloud migration strategy');
    expect(outlines[1]?.outline.primaryKeyword).toBe('network architecture design');
  });

  it.each(outlines.map((o) => [o.id, o.outline] as const))(
    '%s follows the guidelines: 3-5 internal links, meta description within 155 characters',
    (_id, built) => {
      const markdown = outlineToMarkdown(built);
      const internalLinks = markdown.match(/\]\(\/[^)]*\)/g) ?? [];
      expect(internalLinks.length).toBeGreaterThanOrEqual(3);
      expect(internalLinks.length).toBeLessThanOrEqual(5);
      expect(built.metaDescription.length).toBeLessThanOrEqual(155);
      expect(markdown.toLowerCase()).toContain(built.primaryKeyword.toLowerCase());
    },
  );
});

describe('demoteHeadings: the preview sits below the page headings', () => {
  it.each([
    ['<h1>T</h1><h2 id="a">A</h2><h3>B</h3>', 3, '<h4>T</h4><h5 id="a">A</h5><h6>B</h6>'],
    ['<h5>A</h5><h6>B</h6>', 3, '<h6>A</h6><h6>B</h6>'],
    ['<p>&lt;h1&gt;raw&lt;/h1&gt;</p><hr>', 3, '<p>&lt;h1&gt;raw&lt;/h1&gt;</p><hr>'],
  ])('%s shifted by %i → %s', (html, levels, expected) => {
    expect(demoteHeadings(html, levels)).toBe(expected);
  });

  it('keeps raw HTML in the Markdown as text', () => {
    const html = demoteHeadings(renderMarkdown('# Title\n\n<h1>not a heading</h1>'), 3);
    expect(html.match(/<h\d/g)).toEqual(['<h4']);
  });
});

it('shows "Copied!" for 2000 ms', () => {
  expect(COPIED_INDICATOR_MS).toBe(2000);
});

describe('draftFromOutline: "Start a draft" fills a new insight from the outline', () => {
  const draft = draftFromOutline(outline);

  it('takes the title, slug, meta description and focus keyword; the excerpt starts as the description', () => {
    expect(draft).toMatchObject({
      title: 'Zero Trust for Law Firms',
      slug: 'zero-trust-law-firms',
      excerpt: outline.metaDescription,
      metaDescription: outline.metaDescription,
      focusKeyword: 'zero trust',
      category: 'Cybersecurity',
      coverImageUrl: '/images/insights/cybersecurity.svg',
    });
  });

  it('writes every H2 and H3 with its brief, and no H1 (the title is the page’s)', () => {
    expect(draft.content).toBe(
      [
        '## Why Zero Trust',
        '',
        'Open with the risk of a flat network.',
        '',
        '## Building Blocks',
        '',
        'Identity, devices and access.',
        '',
        '### Identity',
        '',
        'MFA everywhere, no shared accounts.',
        '',
        '### Devices',
        '',
        'Only managed devices reach client files.',
        '',
        '## Next Steps',
        '',
        'Close with [a free assessment](/contact).',
        '',
      ].join('\n'),
    );
  });

  it('tries the slug, then -2, -3 … when it is taken', () => {
    expect(draftSlugs('guide', 3)).toEqual(['guide', 'guide-2', 'guide-3']);
  });

  it.each(seedOutlines.map((named) => [named.id, named.outline] as const))(
    'the seed’s %s makes a draft the post schema accepts',
    (_id, parsed) => {
      expect(postInput.safeParse(draftFromOutline(parsed)).success).toBe(true);
    },
  );
});

describe('"Start a draft" shows only in a browser that signed in to the admin', () => {
  it.each([
    [`${SIGNED_IN_HINT_COOKIE}=1`, true],
    [`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1`, true],
    [`x${SIGNED_IN_HINT_COOKIE}=1`, false],
    ['theme=dark', false],
    ['', false],
  ])('%j: %s, as the admin reads the hint', (cookie, staff) => {
    expect(STAFF_BROWSER.test(cookie)).toBe(staff);
    expect(hasSignedInHint(cookie)).toBe(staff);
  });
});
