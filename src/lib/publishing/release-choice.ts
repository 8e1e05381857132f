/**
 * Which build a starting server serves: `dist/` from the last `npm run build`, or a release the server
 * rebuilt after admin changes. The newest complete one wins; it is stale when the database has changed
 * since the data it was built from.
 */

/** Written beside `client/` at the end of every build. */
export const RELEASE_MANIFEST = 'release.json';

export interface ReleaseManifest {
  /** When the build finished, ISO 8601. */
  builtAt: string;
  /** contentFingerprint() of the data the build read, or null when it could not be computed. */
  contentFingerprint: string | null;
  /**
   * True for an incremental release whose pages went live before the search index caught up with
   * them: the publisher makes the index next, and a server that starts on it does so first.
   */
  searchIndexBehind?: boolean;
}

export interface BuiltRelease {
  /** The build's output folder (holding client/ and _headers.json). */
  dir: string;
  manifest: ReleaseManifest | null;
}

export interface ReleaseChoice {
  release: BuiltRelease;
  /** True when the database differs from what this release shows, or its search index is behind. */
  stale: boolean;
  /** Only the search index is behind the release's pages: finishing it rebuilds no page. */
  searchIndexOnly: boolean;
}

const builtAt = (release: BuiltRelease) =>
  release.manifest ? Date.parse(release.manifest.builtAt) || 0 : 0;

/**
 * `dist` is always a candidate (a build without a manifest predates this check and counts as oldest);
 * `releases` must already be complete. Ties go to dist: a fresh deploy outranks an equally old release.
 */
export function chooseRelease(
  dist: BuiltRelease,
  releases: BuiltRelease[],
  currentFingerprint: string | null,
): ReleaseChoice {
  let release = dist;
  for (const candidate of releases) {
    if (candidate.manifest && builtAt(candidate) > builtAt(release)) release = candidate;
  }
  const recorded = release.manifest?.contentFingerprint ?? null;
  // A release cut off before its search index caught up with its pages is finished by a publish.
  const contentChanged = currentFingerprint !== null && recorded !== currentFingerprint;
  const searchIndexBehind = release.manifest?.searchIndexBehind === true;
  return {
    release,
    stale: contentChanged || searchIndexBehind,
    searchIndexOnly: searchIndexBehind && !contentChanged,
  };
}

export function parseManifest(text: string): ReleaseManifest | null {
  try {
    const value = JSON.parse(text) as Partial<ReleaseManifest>;
    if (typeof value.builtAt !== 'string' || Number.isNaN(Date.parse(value.builtAt))) return null;
    const fingerprint =
      typeof value.contentFingerprint === 'string' ? value.contentFingerprint : null;
    const build = (value as { build?: { searchIndexBehind?: unknown } }).build;
    return {
      builtAt: value.builtAt,
      contentFingerprint: fingerprint,
      ...(build?.searchIndexBehind === true && { searchIndexBehind: true }),
    };
  } catch {
    return null;
  }
}
