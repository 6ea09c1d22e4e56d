/**
 * OAuth scopes are the key permissions, spelled for OAuth: `<group>:<level>` per group and level
 * (`shopping:read`, `shopping:add`, `shopping:act`) and `propose`. A grant carries exactly the
 * permissions its scopes name, as the user confirmed them in the chat.
 * @module
 */
import {
  GROUP_LEVELS,
  type GroupLevel,
  GROUPS,
  NO_ADD_GROUPS,
  normalizePermissions,
  type Permissions,
  READ_ONLY_GROUPS,
} from "@asst/shared";

/** The scope that lets a client propose an email or a calendar event. */
export const PROPOSE_SCOPE = "propose";

function levelsOf(group: typeof GROUPS[number]): GroupLevel[] {
  return GROUP_LEVELS.filter((l) =>
    l === "read" ||
    (l === "add" && !NO_ADD_GROUPS.has(group) && !READ_ONLY_GROUPS.has(group)) ||
    (l === "act" && !READ_ONLY_GROUPS.has(group))
  );
}

/** Every scope this server knows, in the order of the groups. */
export const SCOPES: readonly string[] = Object.freeze([
  ...GROUPS.flatMap((g) => levelsOf(g).map((l) => `${g}:${l}`)),
  PROPOSE_SCOPE,
]);

const KNOWN = new Set(SCOPES);

/**
 * The permissions a space-separated `scope` asks for. An absent or empty scope asks for
 * everything (the user narrows it in the chat).
 * @returns the permissions, or the scopes that are not known
 */
export function permissionsOfScope(
  scope: string | undefined | null,
): { ok: true; permissions: Permissions } | { ok: false; unknown: string[] } {
  const words = (scope ?? "").split(" ").filter((w) => w.length > 0);
  const asked = words.length === 0 ? [...SCOPES] : words;
  const unknown = asked.filter((w) => !KNOWN.has(w));
  if (unknown.length > 0) return { ok: false, unknown };
  const groups: Permissions["groups"] = {};
  for (const word of asked) {
    if (word === PROPOSE_SCOPE) continue;
    const [group, level] = word.split(":") as [typeof GROUPS[number], GroupLevel];
    groups[group] = [...(groups[group] ?? []), level];
  }
  return {
    ok: true,
    permissions: normalizePermissions({ groups, propose: asked.includes(PROPOSE_SCOPE) }),
  };
}

/** The space-separated scope that names exactly `permissions`. */
export function scopeOf(permissions: Permissions): string {
  const p = normalizePermissions(permissions);
  const words = GROUPS.flatMap((g) => (p.groups[g] ?? []).map((l) => `${g}:${l}`));
  if (p.propose) words.push(PROPOSE_SCOPE);
  return words.join(" ");
}
