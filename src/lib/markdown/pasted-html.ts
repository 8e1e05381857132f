/**
 * HTML pasted into the body editor, cleaned before the editor reads it (docs/content-integrity.md,
 * "Pasted HTML"). Word and Google Docs put a whole styled document on the clipboard: this keeps its
 * structure (headings, paragraphs, lists, quotes, links, bold, italic, code) and drops everything
 * else: styles, classes, spans and fonts, scripts, event handlers, iframes and other embeds, images
 * (a body image must come from the media library, with alt text), and links the site would not
 * render. Word's lists, which are paragraphs styled to look like lists, become real lists. Runs on
 * a DOM parser (the browser's, or a test's); which link addresses stay is the renderer's rule
 * (`isSafeUrl` in render.ts), passed in so that the editor loads the renderer only on demand.
 */

/** Removed with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'head',
  'meta',
  'link',
  'title',
  'xml',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'picture',
  'img',
  'form',
  'input',
  'button',
  'select',
  'textarea',
]);

/** Kept (with no attributes but a link's address and a list's start). */
const KEPT = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'em',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  's',
  'hr',
]);

/** Renamed: the body's only heading levels are h2 and h3 (the page's title is its h1). */
const RENAMED: Record<string, string> = {
  h1: 'h2',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
  b: 'strong',
  i: 'em',
  del: 's',
  strike: 's',
  td: 'p',
  th: 'p',
  dt: 'p',
  dd: 'p',
  caption: 'p',
};

const BLOCK = new Set(['p', 'h2', 'h3', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'div']);

const styleOf = (element: Element) => (element.getAttribute('style') ?? '').toLowerCase();

/** Word's list paragraph: `mso-list:l0 level2 lfo1` in its style. */
const WORD_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/;

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  while (element.firstChild) renamed.append(element.firstChild);
  for (const name of ['href', 'start']) {
    const value = element.getAttribute(name);
    if (value !== null) renamed.setAttribute(name, value);
  }
  element.replaceWith(renamed);
  return renamed;
}

const unwrap = (element: Element) => element.replaceWith(...element.childNodes);

/** Word's lists: runs of list paragraphs become nested <ul>/<ol>, by their level and marker. */
function rebuildWordLists(document: Document): void {
  const paragraphs = [...document.querySelectorAll('p')].filter((p) => WORD_LIST.test(styleOf(p)));
  // Runs of list paragraphs that follow each other, found before any of them moves.
  const runs: Element[][] = [];
  paragraphs.forEach((paragraph, index) => {
    const follows = index > 0 && paragraphs[index - 1]!.nextElementSibling === paragraph;
    if (follows) runs[runs.length - 1]!.push(paragraph);
    else runs.push([paragraph]);
  });
  for (const run of runs) {
    const stack: { level: number; list: Element }[] = [];
    let lastTopList: Element | null = null;
    for (const paragraph of run) {
      const level = Number(WORD_LIST.exec(styleOf(paragraph))![2]);
      const markers = [...paragraph.querySelectorAll('span')].filter((span) =>
        /mso-list:\s*ignore/.test(styleOf(span)),
      );
      const ordered = /^\s*[\p{L}\d]{1,4}[.)]/u.test(markers[0]?.textContent ?? '');
      markers.forEach((marker) => marker.remove());
      while (stack.length > 0 && stack[stack.length - 1]!.level > level) stack.pop();
      const item = document.createElement('li');
      while (paragraph.firstChild) item.append(paragraph.firstChild);
      const top = stack[stack.length - 1];
      if (top?.level === level) {
        top.list.append(item);
      } else {
        const list = document.createElement(ordered ? 'ol' : 'ul');
        list.append(item);
        const parentItem = top?.list.lastElementChild;
        if (parentItem) parentItem.append(list);
        else {
          if (lastTopList) lastTopList.after(list);
          else run[0]!.before(list);
          lastTopList = list;
        }
        stack.push({ level, list });
      }
    }
    for (const paragraph of run) paragraph.remove();
  }
}

/** Bold and italic that Google Docs writes as styled spans become <strong> and <em>. */
function styledSpanMarks(element: Element): void {
  const style = styleOf(element);
  const weight = /font-weight:\s*(\d+|bold)/.exec(style)?.[1];
  const bold = weight === 'bold' || (weight !== undefined && Number(weight) >= 600);
  const italic = /font-style:\s*italic/.test(style);
  if (!bold && !italic) return;
  const document = element.ownerDocument;
  let inner: Element = element;
  for (const tag of [bold && 'strong', italic && 'em']) {
    if (!tag) continue;
    const mark = document.createElement(tag);
    while (inner.firstChild) mark.append(inner.firstChild);
    inner.append(mark);
    inner = mark;
  }
}

function removeComments(root: Node): void {
  const comments: Node[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 8) comments.push(child);
      else walk(child);
    }
  };
  walk(root);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function clean(element: Element, isSafeHref: (href: string) => boolean): void {
  for (const child of [...element.children]) clean(child, isSafeHref);
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) {
    element.remove();
    return;
  }
  if (tag === 'span' || tag === 'font') styledSpanMarks(element);
  // Google Docs wraps the whole clipboard in <b style="font-weight:normal">: not bold.
  if (tag === 'b' && /font-weight:\s*(normal|400)/.test(styleOf(element))) {
    unwrap(element);
    return;
  }
  let kept: Element | null = element;
  if (RENAMED[tag]) kept = rename(element, RENAMED[tag]);
  else if (tag === 'div') {
    // A div of text is a paragraph; one of blocks is only a wrapper.
    const hasBlocks = [...element.children].some((c) => BLOCK.has(c.tagName.toLowerCase()));
    if (hasBlocks) kept = null;
    else kept = rename(element, 'p');
  } else if (!KEPT.has(tag)) kept = null;
  if (!kept) {
    unwrap(element);
    return;
  }
  for (const { name } of [...kept.attributes]) {
    if (!(name === 'href' && tag === 'a') && !(name === 'start' && tag === 'ol')) {
      kept.removeAttribute(name);
    }
  }
  if (kept.tagName.toLowerCase() === 'a') {
    const href = kept.getAttribute('href')?.trim() ?? '';
    if (!href || !isSafeHref(href)) unwrap(kept);
  }
}

/** Paragraphs left empty once Word's placeholders went (`<p><o:p>&nbsp;</o:p></p>`). */
function removeEmptyParagraphs(document: Document): void {
  for (const paragraph of document.querySelectorAll('p, h2, h3')) {
    if (!paragraph.textContent?.replace(/\u00a0/g, ' ').trim() && !paragraph.querySelector('br')) {
      paragraph.remove();
    }
  }
}

/** The pasted HTML, cleaned: only the structure the body keeps, links only to `isSafeHref`. */
export function cleanPastedHtml(
  html: string,
  isSafeHref: (href: string) => boolean,
  parser: DOMParser = new DOMParser(),
): string {
  const document = parser.parseFromString(html, 'text/html');
  removeComments(document);
  rebuildWordLists(document);
  removeComments(document);
  for (const child of [...document.body.children]) clean(child, isSafeHref);
  // Line breaks between blocks (Google Docs puts them between a list and the next paragraph).
  for (const br of document.body.querySelectorAll(':scope > br')) br.remove();
  removeEmptyParagraphs(document);
  return document.body.innerHTML;
}
