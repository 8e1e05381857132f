/**
 * Which pages a content change renders again (docs/ARCHITECTURE.md, "Build and publish"), decided
 * from what each page of the live release read while it rendered: a page renders again when it is
 * new, when its route or props changed, or when a source it read now has another digest; a page
 * that is no longer pre-rendered is dropped; every other page keeps its file. Pure: the publisher
 * supplies the pass's paths and which sources changed.
 */
import type { PageReadsFile, RenderedPath } from './render-state.ts';

/** A path of the current pass: where it is served, its route and its props' digest. */
export interface PassPath {
  pathname: string;
  component: string;
  props: string;
}

export interface RenderPlan<P extends PassPath> {
  /** The pass's paths to render, in the pass's order. */
  render: P[];
  /** The pass's paths whose file the live release already has right, with the live record. */
  keep: { path: P; live: RenderedPath }[];
  /** The live release's paths the pass no longer has. */
  removed: RenderedPath[];
}

/** The source keys whose digest now differs from the live release's (or cannot be had: null). */
export function changedReads(
  live: Readonly<Record<string, string>>,
  now: ReadonlyMap<string, string | null>,
): Set<string> {
  const changed = new Set<string>();
  for (const [key, digest] of Object.entries(live)) {
    const current = now.get(key);
    if (current === undefined || current === null || current !== digest) changed.add(key);
  }
  return changed;
}

export function planRender<P extends PassPath>(
  live: Pick<PageReadsFile, 'paths'>,
  pass: readonly P[],
  changed: ReadonlySet<string>,
): RenderPlan<P> {
  const livePaths = new Map(live.paths.map((path) => [path.pathname, path]));
  const plan: RenderPlan<P> = { render: [], keep: [], removed: [] };
  const present = new Set<string>();
  for (const path of pass) {
    present.add(path.pathname);
    const before = livePaths.get(path.pathname);
    const same =
      before !== undefined &&
      before.component === path.component &&
      before.props === path.props &&
      !before.reads.some((key) => changed.has(key));
    if (same) plan.keep.push({ path, live: before });
    else plan.render.push(path);
  }
  for (const path of live.paths) if (!present.has(path.pathname)) plan.removed.push(path);
  return plan;
}

/**
 * Pages one publish renders in the server's own process, at most. Rendering takes its event loop
 * in turns with the visitors' requests (about 15 ms a page, bench/results.md), so this many is some
 * 30 s of a busy server. A new or deleted post at ten thousand posts moves every page of its
 * taxonomies' lists (500-1,000 pages), which a full build would take 5-6 minutes over. Past this
 * many a change is not bounded (a fact every page shows), and a full build in a child process
 * takes it without holding the server's event loop.
 */
export const MAX_PAGES_RENDERED_IN_PROCESS = 2_000;
