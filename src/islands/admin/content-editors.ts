/**
 * The tabs built on the form engine (schema-form.tsx): Pages, Settings, Locations and Industries.
 * One module, loaded when the first of them is opened: they share the engine, and the admin's
 * first load names one chunk for them instead of four.
 */
export { default as IndustriesPanel } from './IndustriesPanel.tsx';
export { default as LocationsPanel } from './LocationsPanel.tsx';
export { default as PagesPanel } from './PagesPanel.tsx';
export { default as SettingsPanel } from './SettingsPanel.tsx';
