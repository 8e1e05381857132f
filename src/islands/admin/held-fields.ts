/**
 * The fields a form holds, beside the ones last saved or loaded: what it compares them with to
 * know whether it has unsaved changes.
 */
import { useMemo, useRef, useState } from 'react';

export function useHeldFields<Fields>(opened: Fields) {
  const first = useRef(opened);
  const [fields, setFields] = useState(opened);
  const [baseline, setBaseline] = useState(opened);
  const dirty = useMemo(
    () => JSON.stringify(fields) !== JSON.stringify(baseline),
    [fields, baseline],
  );
  return {
    /** The fields the form was opened with. */
    opened: first.current,
    fields,
    setFields,
    dirty,
    /** The record as saved now (saved from the form, or reloaded): the form holds no changes. */
    hold: (saved: Fields) => {
      setFields(saved);
      setBaseline(saved);
    },
  };
}
