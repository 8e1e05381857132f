/**
 * The rich-text editor for a long Markdown field (a post's body; any page form's long text). It
 * edits formatted text and stores Markdown: `value` in, `onChange(markdown)` out, so the build, the
 * preview, the limits and the search index see the same Markdown as before.
 *
 * - Toolbar and shortcuts: headings (h2, h3), bold, italic, bulleted and numbered lists, quote, link
 *   (a dialog offering the site's pages and posts), inline code, image (from the media library, alt
 *   text required), and a Markdown source toggle.
 * - Text pasted from Word or Google Docs keeps its headings, lists and links and nothing else
 *   (src/lib/markdown/pasted-html.ts).
 * - Markdown that the rich view would change (a table, a task list, raw HTML shown as text, a loose
 *   list, an h1 or h4) opens in the source view, which says why; nothing is ever rewritten unseen.
 *
 * Loaded on demand in its own chunk (`lazy(() => import(...))`): the admin's first load carries none
 * of it. It drives Tiptap's framework-free core from an effect rather than through @tiptap/react,
 * which would share react-dom with the post list in a chunk of its own and grow it. Props: see
 * `RichTextEditorProps`.
 */
import {
  use,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Editor, Extension } from '@tiptap/core';
import {
  Bold,
  Code,
  FileCode,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  type LucideIcon,
} from 'lucide-react';
import { adminImageSrc } from '#islands/admin/media-api.ts';
import { bodyEditorOptions } from './body-editor.ts';
import {
  editsFaithfully as faithfulWith,
  holdsWhatIsShown,
  type MarkdownRenderer,
} from './markdown-doc.ts';
import { ImageDialog } from './ImageDialog.tsx';
import { LinkDialog, type LinkChoice } from './LinkDialog.tsx';

export interface RichTextEditorProps {
  /** The id of the field being edited (the rich text area, or the source's textarea): the form's error links focus it. */
  id: string;
  /** The field's visible label. */
  label: string;
  /** The field's Markdown. */
  value: string;
  /** Called with the new Markdown on every change, in either view. */
  onChange: (markdown: string) => void;
  /** Marks the field invalid (aria-invalid), e.g. after the server refused it. */
  invalid?: boolean | undefined;
  /** Ids of the elements that describe the field (its help, its error), space-separated. */
  describedBy?: string | undefined;
  /** What the form asks before it saves (see `RichTextEditorHandle`). */
  ref?: Ref<RichTextEditorHandle>;
}

export interface RichTextEditorHandle {
  /**
   * Null when `markdown` (what the form would save) holds everything the formatted view shows;
   * otherwise the message that refuses the save. Never "Saved" for text that was not.
   */
  problemSaving: (markdown: string) => string | null;
  /**
   * Types `text` where the cursor is in the formatted view and answers true; false in the Markdown
   * source view, whose textarea (the field's id) the caller types into instead.
   */
  insert: (text: string) => boolean;
}

export const NOT_HELD_MESSAGE =
  'The formatted view could not turn your latest changes into the page’s text, so nothing was saved. Open “Markdown source” to check the text, then save again.';

export const SOURCE_ONLY_MESSAGE =
  'This text uses Markdown the formatted view cannot show without changing the page (such as a table, a task list or HTML), so it opens as Markdown source. Edit it here; nothing is lost.';

type Mode = 'rich' | 'source';

/** How many of the values it sent the editor remembers as its own. */
const RECENT_KEPT = 20;

// The site's renderer has a chunk of its own (the preview and the blog generator load it too):
// imported only on demand, it needs no namespace helper in the chunk every admin page loads.
let renderer: Promise<MarkdownRenderer> | undefined;
const loadRenderer = () => (renderer ??= import('#lib/markdown/render.ts'));

interface Tool {
  label: string;
  icon: LucideIcon;
  /** As aria-keyshortcuts writes it. */
  keys?: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  {
    label: 'Heading 2',
    icon: Heading2,
    keys: 'Control+Alt+2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Heading 3',
    icon: Heading3,
    keys: 'Control+Alt+3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bold',
    icon: Bold,
    keys: 'Control+B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: Italic,
    keys: 'Control+I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Bulleted list',
    icon: List,
    keys: 'Control+Shift+8',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    keys: 'Control+Shift+7',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    icon: Quote,
    keys: 'Control+Shift+B',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Code',
    icon: Code,
    keys: 'Control+E',
    active: (e) => e.isActive('code'),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
];

/** "Ctrl+B", or "⌘B" on a Mac: how the tooltips write a shortcut. */
function shortcutText(keys: string): string {
  const mac = /Mac|iPhone|iPad/.test(navigator.userAgent);
  return mac
    ? keys.replace('Control+', '⌘').replace('Alt+', '⌥').replace('Shift+', '⇧')
    : keys.replace('Control', 'Ctrl');
}

function ToolButton({
  label,
  icon: Icon,
  keys,
  pressed,
  disabled,
  tabbable,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  keys?: string | undefined;
  pressed?: boolean | undefined;
  disabled?: boolean;
  /** The toolbar's one tab stop. */
  tabbable: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      title={keys ? `${label} (${shortcutText(keys)})` : label}
      disabled={disabled}
      tabIndex={tabbable ? 0 : -1}
      // Keep the text selected while the toolbar is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`rounded-md p-2 disabled:opacity-40 ${pressed ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}

/**
 * The toolbar is one tab stop (the button last used); arrow keys, Home and End move between its
 * buttons.
 */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  ];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = {
    ArrowRight: at + 1,
    ArrowLeft: at - 1,
    Home: 0,
    End: buttons.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = buttons[(next + buttons.length) % buttons.length];
  for (const button of buttons) button.tabIndex = button === target ? 0 : -1;
  target?.focus();
}

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  ref,
}: RichTextEditorProps) {
  const labelId = useId();
  const loaded = use(loadRenderer());
  const editsFaithfully = (markdown: string) => faithfulWith(markdown, loaded);
  const [mode, setMode] = useState<Mode>(() => (editsFaithfully(value) ? 'rich' : 'source'));
  const [notice, setNotice] = useState(mode === 'source' ? SOURCE_ONLY_MESSAGE : '');
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  /**
   * The Markdown last sent up (or set), so a new `value` from outside can be told apart; and the
   * last few sent, since a render may still carry one of those while typing runs ahead of it.
   */
  const emitted = useRef(value);
  const recent = useRef<string[]>([]);
  const emit = (markdown: string) => {
    emitted.current = markdown;
    recent.current = [...recent.current.slice(-RECENT_KEPT + 1), markdown];
    onChangeRef.current(markdown);
  };
  const emitRef = useRef(emit);
  emitRef.current = emit;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const openLink = useRef(() => setDialog('link'));

  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // Every transaction (typing, moving the cursor) re-renders the toolbar's pressed states.
  const [, setTransactions] = useState(0);

  useEffect(() => {
    const options = bodyEditorOptions({
      markdown: emitted.current,
      shownSrc: adminImageSrc,
      isSafeHref: loaded.isSafeUrl,
      extensions: [
        Extension.create({
          name: 'linkDialogShortcut',
          addKeyboardShortcuts: () => ({
            'Mod-k': () => {
              openLink.current();
              return true;
            },
          }),
        }),
      ],
    });
    const created = new Editor({
      element: host.current,
      ...options,
      // Named from its first paint: a form of many editors (the blog's outlines) creates them one
      // by one, and an area shown before the effect below names it would be a textbox without a
      // name, and its toolbar would control an id not yet in the page.
      editorProps: { ...options.editorProps, attributes: initialAttributes.current() },
      onTransaction: () => setTransactions((count) => count + 1),
      onUpdate: ({ editor: changed }) => {
        // Blank lines at the end (the editor keeps an empty last paragraph to type into) show nothing.
        try {
          emitRef.current(changed.getMarkdown().trimEnd());
        } catch {
          setNotice(NOT_HELD_MESSAGE);
        }
      },
    });
    setEditor(created);
    return () => created.destroy();
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      problemSaving: (markdown) =>
        mode === 'rich' && editor && !holdsWhatIsShown(editor.state.doc, markdown)
          ? NOT_HELD_MESSAGE
          : null,
      insert: (text) => {
        if (mode !== 'rich' || !editor) return false;
        editor.chain().focus().insertContent(text).run();
        return true;
      },
    }),
    [editor, mode],
  );

  // In the source view the textarea is the field: the hidden area gives up its name.
  const areaAttributes = (): Record<string, string> => ({
    ...(mode === 'rich' && { id, 'aria-labelledby': labelId }),
    role: 'textbox',
    'aria-multiline': 'true',
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(invalid && { 'aria-invalid': 'true' }),
    class: 'prose-content rich-text-area',
  });
  const initialAttributes = useRef(areaAttributes);
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: { ...editor.options.editorProps, attributes: areaAttributes() },
    });
  }, [editor, id, labelId, describedBy, invalid, mode]);

  // A value from outside (a reload after a conflict, recovered work): show it.
  useEffect(() => {
    if (!editor || value === emitted.current || recent.current.includes(value)) return;
    emitted.current = value;
    recent.current = [];
    if (mode !== 'rich') return;
    if (editsFaithfully(value)) {
      editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
    } else {
      setMode('source');
      setNotice(SOURCE_ONLY_MESSAGE);
    }
  }, [editor, value, mode]);

  const showSource = useCallback(
    (source: boolean) => {
      if (!source) {
        if (!editsFaithfully(value)) {
          setNotice(SOURCE_ONLY_MESSAGE);
          return;
        }
        editor?.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
        emitted.current = value;
        setNotice('');
        setMode('rich');
        window.setTimeout(() => editor?.commands.focus(), 0);
        return;
      }
      setMode('source');
      window.setTimeout(() => document.getElementById(id)?.focus(), 0);
    },
    [editor, value, id],
  );

  const applyLink = ({ href, text }: LinkChoice) => {
    setDialog(null);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
  };

  const rich = mode === 'rich';
  const selection = editor?.state.selection;

  return (
    <div className="rich-text">
      {rich ? (
        <div
          id={labelId}
          className="block font-medium text-slate-800"
          onClick={() => editor?.commands.focus()}
        >
          {label}
        </div>
      ) : (
        <label id={labelId} htmlFor={id} className="block font-medium text-slate-800">
          {label}
        </label>
      )}
      <div className="mt-1 overflow-hidden rounded-lg border border-slate-300 focus-within:border-brand-700">
        <div
          role="toolbar"
          aria-label="Formatting"
          aria-controls={editor || !rich ? id : undefined}
          onKeyDown={moveInToolbar}
          className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
        >
          {TOOLS.map((tool, index) => (
            <ToolButton
              key={tool.label}
              label={tool.label}
              icon={tool.icon}
              keys={tool.keys}
              pressed={rich && editor ? (tool.active?.(editor) ?? false) : undefined}
              disabled={!rich}
              tabbable={rich && index === 0}
              onClick={() => editor && tool.run(editor)}
            />
          ))}
          <ToolButton
            label="Link"
            icon={Link}
            keys="Control+K"
            pressed={rich && editor ? editor.isActive('link') : undefined}
            disabled={!rich}
            tabbable={false}
            onClick={() => setDialog('link')}
          />
          <ToolButton
            label="Image"
            icon={ImagePlus}
            disabled={!rich}
            tabbable={false}
            onClick={() => setDialog('image')}
          />
          <span className="mx-1 h-6 w-px bg-slate-300" aria-hidden="true" />
          <button
            type="button"
            aria-pressed={!rich}
            tabIndex={rich ? -1 : 0}
            onClick={() => showSource(rich)}
            className={`flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium ${rich ? 'text-slate-700 hover:bg-slate-100' : 'bg-brand-100 text-brand-900'}`}
          >
            <FileCode size={18} aria-hidden="true" />
            Markdown source
          </button>
        </div>
        {notice && (
          <p
            role="status"
            className="border-b border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {notice}
          </p>
        )}
        <div hidden={!rich} ref={host} />
        {!rich && (
          <textarea
            id={id}
            rows={16}
            value={value}
            onChange={(event) => emit(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            spellCheck
            className="block w-full px-3 py-2 font-mono text-sm"
          />
        )}
      </div>
      {dialog === 'link' && editor && (
        <LinkDialog
          currentHref={String(editor.getAttributes('link').href ?? '')}
          hasSelection={Boolean(selection && !selection.empty) || editor.isActive('link')}
          onApply={applyLink}
          onRemove={() => {
            setDialog(null);
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
          }}
          onClose={() => {
            setDialog(null);
            editor.commands.focus();
          }}
        />
      )}
      {dialog === 'image' && editor && (
        <ImageDialog
          onInsert={({ path, alt }) => {
            setDialog(null);
            editor.chain().focus().setImage({ src: path, alt }).run();
          }}
          onClose={() => {
            setDialog(null);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

export default RichTextEditor;
