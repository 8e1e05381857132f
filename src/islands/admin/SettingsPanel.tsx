/**
 * The Settings tab: the brand facts, claims and prices every page states, stored once and edited
 * with the form engine. Loaded when the tab is first opened.
 */
import { useState } from 'react';
import { DocumentEditor } from './DocumentEditor.tsx';
import { PublishingStatus } from './PublishingStatus.tsx';

export default function SettingsPanel() {
  const [changeCount, setChangeCount] = useState(0);
  const [opened, setOpened] = useState(0);
  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="text-2xl font-bold text-ink">
        Settings
      </h2>
      <PublishingStatus changeCount={changeCount} />
      <DocumentEditor
        key={opened}
        documentKey="settings"
        onSaved={() => setChangeCount((n) => n + 1)}
        onClose={() => setOpened((n) => n + 1)}
      />
    </section>
  );
}
