/**
 * The tabs built on the form engine (schema-form.tsx): Pages, Settings, Locations, Industries and
 * Landing pages. One module, loaded when the first of them is opened: they share the engine, and
 * the admin's first load names one chunk for them instead of five.
 */
export { default as IndustriesPanel } from './IndustriesPanel.tsx';
export { default as LandingPagesPanel } from './LandingPagesPanel.tsx';
export { default as LocationsPanel } from './LocationsPanel.tsx';
export { default as PagesPanel } from './PagesPanel.tsx';
export { default as SettingsPanel } from './SettingsPanel.tsx';
