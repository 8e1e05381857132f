/**
 * WordPress shortcodes (`[caption …]…[/caption]`, `[gallery ids="1,2"]`, `[embed]url[/embed]`) found
 * in a post's HTML, turned into plain HTML before it becomes Markdown (docs/moving-in-and-out.md).
 * WordPress only expands the shortcodes a site has registered; this reads as one a bracketed name
 * that WordPress or a common plugin defines, or that has attributes or a closing tag, and leaves
 * other brackets (`[sic]`, `[1]`) as text.
 */

export interface Shortcode {
  name: string;
  attrs: Record<string, string>;
  /** The text between the opening and closing tag, or null for a self-closing one. */
  content: string | null;
}

/** Shortcodes of WordPress itself and the plugins that put embeds in posts. */
const KNOWN = new Set([
  'caption',
  'wp_caption',
  'gallery',
  'embed',
  'video',
  'audio',
  'playlist',
  'youtube',
  'vimeo',
  'soundcloud',
  'tweet',
  'twitter',
  'instagram',
]);

const ATTRIBUTE =
  /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)|"([^"]*)"|(\S+)/g;

/** A shortcode's attributes: `a="1" b='2' c=3` by name; bare values by position ("0", "1"). */
export function shortcodeAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  let position = 0;
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1] ?? match[3] ?? match[5];
    const value = match[2] ?? match[4] ?? match[6];
    if (name !== undefined && value !== undefined) attrs[name.toLowerCase()] = value;
    else attrs[String(position++)] = (match[7] ?? match[8] ?? '').replace(/^=/, '');
  }
  return attrs;
}

const OPENING = /\[(\[?)([a-zA-Z][\w-]*)(?![\w-])((?:[^\]"']|"[^"]*"|'[^']*')*?)(\/?)\](\]?)/g;

/**
 * Replaces each shortcode in `html` with what `render` returns for it (escaped ones, `[[name]]`,
 * become their literal `[name]`). Shortcodes inside an enclosing one's content are replaced first.
 */
export function replaceShortcodes(html: string, render: (shortcode: Shortcode) => string): string {
  let out = '';
  let at = 0;
  const opening = new RegExp(OPENING.source, 'g');
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const [
      whole,
      escapeOpen = '',
      rawName = '',
      rawAttrs = '',
      selfClosing = '',
      escapeClose = '',
    ] = match;
    const name = rawName.toLowerCase();
    const start = match.index + escapeOpen.length;
    // The tag itself, without the doubled brackets of an escaped one.
    const tagEnd = match.index + whole.length - escapeClose.length;
    const closeTag = `[/${rawName}]`;
    const closing = selfClosing ? -1 : html.indexOf(closeTag, tagEnd);
    const looksLikeOne =
      KNOWN.has(name) || /[_-]/.test(name) || rawAttrs.trim() !== '' || closing !== -1;
    if (!looksLikeOne) {
      opening.lastIndex = match.index + 1;
      continue;
    }
    const end = closing === -1 ? tagEnd : closing + closeTag.length;
    out += html.slice(at, start);
    if (escapeOpen && html[end] === ']') {
      // `[[name]]` (or `[[name]…[/name]]`): WordPress shows the shortcode itself.
      out = out.slice(0, -1) + html.slice(start, end);
      at = end + 1;
      opening.lastIndex = at;
      continue;
    }
    const content = closing === -1 ? null : replaceShortcodes(html.slice(tagEnd, closing), render);
    out += render({ name, attrs: shortcodeAttributes(rawAttrs), content });
    at = end;
    opening.lastIndex = end;
  }
  return out + html.slice(at);
}
