/** @jsxImportSource preact */
/**
 * A Lucide icon in a public island, drawn from the icon's node list (the `lucide` package) with
 * Lucide's own default attributes. `lucide-preact` would add ~1.4 KB gzip of shared machinery
 * (context, class merging, aliases) to pages that stay within 15 KB of JavaScript.
 */
import { h } from 'preact';
import type { IconNode } from 'lucide';

interface Props {
  icon: IconNode;
  /** Lucide's name for it, kebab-case: its class, as Lucide's components set it (`lucide-shield-check`). */
  name: string;
  size?: number;
  class?: string;
}

export function Icon({ icon, name, size = 24, class: className }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      class={`lucide lucide-${name}${className ? ` ${className}` : ''}`}
    >
      {icon.map(([tag, attrs]) => h(tag, attrs))}
    </svg>
  );
}
