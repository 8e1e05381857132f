/**
 * What the editors of posts, pages, audiences, stages, topics, locations and industries share:
 * labelled inputs that show their field's error, an icon picker, and a save that keeps everything
 * typed when the API refuses it. The API validates (its 400 names each field); the browser ships no
 * schema library. Saves name the version the form holds: the one it was opened at, then the one each
 * save (or Reload) left, so a second save on the same screen is never refused as stale by the first.
 * A stale one offers Reload or Overwrite (version-conflict.tsx), and Reload keeps every text typed in
 * the form below it for copying. A form may leave its fields to the hook (`initial`), which then
 * also says whether they hold unsaved changes.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { ICON_NAMES, type IconName } from '#lib/brand/icon-names.ts';
import type { StaleConflict } from '#lib/content/conflict-words.ts';
import { ApiError, isStale } from './api.ts';
import { ConflictNotice, conflictMessage, SetAsideText } from './version-conflict.tsx';
import { useHeldFields } from './held-fields.ts';
import { useCan } from './role.ts';

export type { IconName };

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';

export interface PageFormOptions<Fields = undefined> {
  /** What the record is called in the conflict notice ("location page", "topic"). */
  noun: string;
  /** The version the form was opened at; undefined for a record not saved yet. */
  version?: number | undefined;
  /**
   * The fields the form opens with, when the hook holds them (`fields`, `setFields`, `dirty`);
   * a form that holds its own leaves this out.
   */
  initial?: Fields;
  /**
   * The ids' prefix (`{prefix}-{key}`), where other code finds the fields by id (the post editor's
   * `post-title`); a generated one otherwise.
   */
  idPrefix?: string | undefined;
  /**
   * Loads the record as it is now and returns its version: with its fields, for a form whose fields
   * the hook holds; a form that holds its own puts them in itself.
   */
  reload?: (() => Promise<number | Loaded<Fields>>) | undefined;
  /**
   * Sends `fields` (what the form holds now), against `version` (undefined: create), and returns the
   * version the record has after the save: the one the form's next save sends.
   */
  send: Send<Fields>;
  /**
   * Asked before every save, beside each field's own check: the fields that cannot be saved as they
   * stand, each with why. A refusal shows on its field and sends nothing.
   */
  check?: ((fields: Fields) => Record<string, string>) | undefined;
  /** The form's message when a check refused a save; '' for none (the fields say it all). */
  refusedMessage?: string | undefined;
  /**
   * What a Reload sets aside, from the fields typed before it and the ones it loaded (null: none);
   * by default, every text shown in the form that the reloaded record does not hold, by its label.
   */
  setAside?: ((typed: Fields, loaded: Fields) => string | null) | undefined;
}

type Send<Fields> = (version: number | undefined, fields: Fields) => Promise<number>;

/** The record as a Reload found it. */
export interface Loaded<Fields> {
  version: number;
  fields: Fields;
}

export interface PageForm<Fields = undefined> {
  /** The fields, when the hook holds them (`initial`); undefined otherwise. */
  fields: Fields;
  setFields: Dispatch<SetStateAction<Fields>>;
  /** The fields differ from the ones last saved or loaded. */
  dirty: boolean;
  /** The fields the form was opened with. */
  opened: Fields;
  /** The version the form's next save sends. */
  version: number | undefined;
  /** The record moved to `version` outside the form (published from the editor). */
  setVersion: (version: number) => void;
  /**
   * Puts `fields` in the form as unsaved changes (a version from the history, work kept in this
   * browser). Work begun at `begunAt`, older than the form's version, saves against it: a save meets
   * the conflict instead of overwriting what was saved since.
   */
  restore: (fields: Fields, begunAt?: number | null) => void;
  errors: Record<string, string>;
  message: string;
  saving: boolean;
  /** Saves against the form's version; on a refusal the fields and the form say why. */
  save: () => Promise<void>;
  /** Takes a field's refusal away once the field changes: it is about the value refused. */
  clearError: (key: string) => void;
  text: (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    help?: string,
  ) => ReactNode;
  area: (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    rows?: number,
    help?: string,
  ) => ReactNode;
  icon: (key: string, value: string, onChange: (value: IconName) => void) => ReactNode;
  /**
   * Any other control, framed like the text fields: `control` gets the id and the ARIA attributes
   * that tie it to its label, help and error. `typed` (a text the control holds) is kept for a
   * Reload to set aside.
   */
  field: (
    key: string,
    label: string,
    control: (props: ControlProps) => ReactNode,
    options?: FieldOptions,
  ) => ReactNode;
  /** The stale-save choice and, after a Reload, the text typed before it. */
  conflict: ReactNode;
  /** The stale-save choice alone, for a form that shows the set-aside text elsewhere. */
  staleChoice: ReactNode;
  /** After a Reload, the text typed before it. */
  setAsideText: ReactNode;
}

export interface FieldOptions {
  help?: string | undefined;
  typed?: string;
  after?: ReactNode;
  /**
   * The control shows its label itself: the rich-text editor names an editable area, which a
   * `<label for>` cannot label.
   */
  ownLabel?: boolean;
  /**
   * Asked before every save: null, or why the field's value cannot be saved as it stands (the
   * rich-text editor's `problemSaving`). A refusal shows on the field and sends nothing.
   */
  check?: () => string | null;
}

/** What a control needs to be tied to its label, help and error. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** What a Reload set aside: each text typed before it that the reloaded record does not hold. */
function textsSetAside(
  typed: ReadonlyMap<string, { label: string; value: string }>,
  now: ReadonlyMap<string, { label: string; value: string }>,
): string {
  return [...typed]
    .filter(([key, { value }]) => value.trim() !== '' && now.get(key)?.value !== value)
    .map(([, { label, value }]) => `${label}:\n${value}`)
    .join('\n\n');
}

export function usePageForm<Fields = undefined>({
  noun,
  version: openedAt,
  initial,
  idPrefix,
  reload,
  send,
  check,
  refusedMessage = 'Nothing was saved: see the highlighted field.',
  setAside: setAsideOf,
}: PageFormOptions<Fields>): PageForm<Fields> {
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  const held = useHeldFields(initial as Fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(openedAt);
  const [stale, setStale] = useState<{
    currentVersion: number;
    conflict: StaleConflict | undefined;
  } | null>(null);
  // Overwrite sends what the form holds when it is clicked, not what it held at the refused save.
  const latestSend = useRef(send);
  latestSend.current = send;
  const [setAside, setSetAside] = useState<string | null>(null);
  // Every text field this render shows, by key: what a Reload compares to set typed text aside.
  const shown = useRef(new Map<string, { label: string; value: string }>());
  shown.current = new Map();
  const beforeReload = useRef<{ typed: Map<string, { label: string; value: string }> } | null>(
    null,
  );
  const [reloads, setReloads] = useState(0);
  // The checks of the fields this render shows, by key: asked before anything is sent.
  const checks = useRef(new Map<string, () => string | null>());
  checks.current = new Map();

  useEffect(() => {
    if (!beforeReload.current) return;
    const text = textsSetAside(beforeReload.current.typed, shown.current);
    beforeReload.current = null;
    setSetAside(text || null);
  }, [reloads]);

  const attempt = async (against: number | undefined) => {
    const { fields } = held;
    const refused = {
      ...check?.(fields),
      ...Object.fromEntries(
        [...checks.current]
          .map(([key, fieldCheck]) => [key, fieldCheck()] as const)
          .filter((entry): entry is readonly [string, string] => entry[1] !== null),
      ),
    };
    const first = Object.keys(refused)[0];
    if (first !== undefined) {
      setErrors(refused);
      setMessage(refusedMessage);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    setMessage('');
    try {
      setVersion(await latestSend.current(against, fields));
      held.hold(fields);
    } catch (caught) {
      if (isStale(caught)) {
        setStale({ currentVersion: caught.currentVersion, conflict: caught.conflict });
      } else {
        if (caught instanceof ApiError) setErrors(caught.fields);
        setMessage(caught instanceof Error ? caught.message : String(caught));
      }
    } finally {
      setSaving(false);
    }
  };

  const overwrite = async () => {
    if (!stale) return;
    setStale(null);
    setVersion(stale.currentVersion);
    await attempt(stale.currentVersion);
  };

  const reloadNow = async () => {
    if (!reload) return;
    const typed = new Map(shown.current);
    const typedFields = held.fields;
    try {
      const current = await reload();
      if (typeof current === 'number') {
        setVersion(current);
        beforeReload.current = { typed };
      } else {
        setVersion(current.version);
        held.hold(current.fields);
        if (setAsideOf) setSetAside(setAsideOf(typedFields, current.fields));
        else beforeReload.current = { typed };
      }
      setStale(null);
      setErrors({});
      setMessage('');
      setReloads((n) => n + 1);
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : 'Reloading failed.');
    }
  };

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });

  const described = (key: string, help?: string) => {
    const ids = [help && `${id}-${key}-help`, errors[key] && `${id}-${key}-error`].filter(Boolean);
    return {
      ...(errors[key] && { 'aria-invalid': true as const }),
      ...(ids.length > 0 && { 'aria-describedby': ids.join(' ') }),
    };
  };
  const below = (key: string, help?: string) => (
    <>
      {help && (
        <p id={`${id}-${key}-help`} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
          {errors[key]}
        </p>
      )}
    </>
  );
  const label = (key: string, text: string) => (
    <label htmlFor={`${id}-${key}`} className="font-medium text-ink">
      {text}
    </label>
  );
  /** A labelled input or textarea that shows its help and its field's error. */
  const textField = (
    control: 'input' | 'textarea',
    key: string,
    text: string,
    value: string,
    onChange: (value: string) => void,
    help?: string,
    rows?: number,
  ) => {
    shown.current.set(key, { label: text, value });
    const props = {
      id: `${id}-${key}`,
      value,
      onChange: (event: { target: { value: string } }) => {
        clearError(key);
        onChange(event.target.value);
      },
      ...described(key, help),
      className: inputClass,
    };
    return (
      <div>
        {label(key, text)}
        {control === 'input' ? (
          <input type="text" {...props} />
        ) : (
          <textarea rows={rows} {...props} />
        )}
        {below(key, help)}
      </div>
    );
  };

  const field: PageForm['field'] = (key, text, control, options = {}) => {
    if (options.typed !== undefined) shown.current.set(key, { label: text, value: options.typed });
    if (options.check) checks.current.set(key, options.check);
    return (
      <div className="form-field">
        {!options.ownLabel && label(key, text)}
        {control({ id: `${id}-${key}`, className: inputClass, ...described(key, options.help) })}
        {options.after}
        {below(key, options.help)}
      </div>
    );
  };

  const staleChoice = stale && (
    <ConflictNotice
      message={conflictMessage(noun, stale.conflict)}
      busy={saving}
      onReload={() => void reloadNow()}
      onOverwrite={() => void overwrite()}
    />
  );
  const setAsideText = setAside !== null && <SetAsideText id={`${id}-set-aside`} text={setAside} />;

  return {
    fields: held.fields,
    setFields: held.setFields,
    dirty: held.dirty,
    opened: held.opened,
    version,
    setVersion,
    restore: (fields, begunAt) => {
      held.setFields(fields);
      setErrors({});
      if (typeof begunAt === 'number' && version !== undefined && begunAt < version) {
        setVersion(begunAt);
      }
    },
    errors,
    message,
    saving,
    field,
    save: () => attempt(version),
    clearError,
    text: (key, text, value, onChange, help) =>
      textField('input', key, text, value, onChange, help),
    area: (key, text, value, onChange, rows = 3, help) =>
      textField('textarea', key, text, value, onChange, help, rows),
    icon: (key, value, onChange) => (
      <div>
        {label(key, 'Icon')}
        <select
          id={`${id}-${key}`}
          value={value}
          onChange={(event) => onChange(event.target.value as IconName)}
          className={inputClass}
        >
          {ICON_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
    ),
    conflict: (
      <>
        {staleChoice}
        {setAsideText}
      </>
    ),
    staleChoice,
    setAsideText,
  };
}

/** The `<form>` around a page form: submitting it (Enter, or the Save button) saves. */
export function PageFormElement({
  form,
  label,
  className = 'space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4',
  beforeSave,
  children,
}: {
  form: PageForm;
  /** The form's accessible name ("Edit Brooklyn", "New topic"). */
  label: string;
  className?: string;
  beforeSave?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        beforeSave?.();
        void form.save();
      }}
      noValidate
      aria-label={label}
    >
      {children}
    </form>
  );
}

/** The form's closing lines: the refusal, if any, the stale-save choice, and Save and Cancel. */
export function FormActions({
  form,
  label,
  onCancel,
}: {
  form: PageForm;
  label: string;
  onCancel: () => void;
}) {
  return (
    <>
      {form.message && (
        <p role="alert" className="text-red-700">
          {form.message}
        </p>
      )}
      {form.conflict}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary px-4 py-2" disabled={form.saving}>
          {form.saving ? 'Saving…' : label}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}

/**
 * A page's "Published on the site" box, for a role that may publish; a contributor sees that the
 * page stays a draft instead (the server refuses their publishing anyway).
 */
export function PublishedCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (!useCan('publish')) {
    return (
      <p className="text-slate-700">
        Saved as a draft (not on the site): an editor or an owner publishes it.
      </p>
    );
  }
  return (
    <label className="flex items-center gap-2 font-medium text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      Published on the site
    </label>
  );
}
