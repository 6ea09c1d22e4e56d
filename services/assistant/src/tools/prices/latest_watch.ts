/**
 * The reference that means "the watch started last": what a price tool receives when the request
 * named no item ("tell me when it's under 50", "stop watching it"). The tools resolve it; the local
 * parser gives it.
 * @module
 */

/**
 * The reference given when a message names no watched item: the caller resolves it to the most
 * recently started watch (see {@link resolvesToLatestWatch}).
 */
export const LATEST_WATCH = "the last one";

const LATEST =
  /^(?:(?:the\s+)?(?:last|latest|most\s+recent|newest|recent)(?:\s+(?:one|watch|item|product|link|thing))?|it|this|that|this\s+one|that\s+one|the\s+one|the\s+price|its\s+price|the\s+price\s+of\s+(?:it|this|that)|price|one)$/iu;

/** True when a watch reference means the most recently started watch ("the last one", "it"). */
export function resolvesToLatestWatch(ref: string): boolean {
  return typeof ref === "string" && LATEST.test(ref.trim());
}
