/**
 * The Settings tab: the brand facts, claims and prices every page states, stored once and edited
 * with the form engine. Loaded when the tab is first opened; the publishing line above it is the
 * admin's own (AdminApp.tsx), told of each save.
 */
import { useState } from 'react';
import { DocumentEditor } from './DocumentEditor.tsx';

export default function SettingsPanel({ onSaved }: { onSaved: () => void }) {
  const [opened, setOpened] = useState(0);
  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="text-2xl font-bold text-ink">
        Settings
      </h2>
      <DocumentEditor
        key={opened}
        documentKey="settings"
        onSaved={onSaved}
        onClose={() => setOpened((n) => n + 1)}
      />
    </section>
  );
}
