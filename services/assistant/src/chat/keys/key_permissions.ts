/**
 * Reads the permissions a person asks for in a key request ("that can view and add to my shopping
 * list and reminders", "read-only for all my lists", "full access except my contacts").
 * @module
 */
import {
  ANSWER_ONLY,
  type Group,
  GROUPS,
  normalizePermissions,
  type Permissions,
} from "@asst/shared";

import { type Target, type Token, tokenize, type Verb } from "./key_permission_words.ts";

interface Unit {
  pos: Set<Verb>;
  neg: Set<Verb>;
  targets: Set<Target>;
  all: boolean;
  strong: boolean;
  exclusion: boolean;
}

function newUnit(): Unit {
  return {
    pos: new Set(),
    neg: new Set(),
    targets: new Set(),
    all: false,
    strong: false,
    exclusion: false,
  };
}

function hasObject(u: Unit): boolean {
  return u.targets.size > 0 || u.all;
}

function toUnits(tokens: Token[]): Unit[] {
  const units: Unit[] = [];
  let unit = newUnit();
  let negMode = false;
  const close = () => {
    units.push(unit);
    unit = newUnit();
    negMode = false;
  };
  for (const token of tokens) {
    if (token.kind === "verb") {
      if (hasObject(unit)) close();
      (negMode ? unit.neg : unit.pos).add(token.verb);
    } else if (token.kind === "neg") {
      if (hasObject(unit)) close();
      negMode = true;
    } else {
      if (negMode && unit.pos.size === 0 && unit.neg.size === 0) unit.exclusion = true;
      if (token.kind === "target") unit.targets.add(token.target);
      else {
        unit.all = true;
        unit.strong ||= token.strong;
      }
    }
  }
  units.push(unit);
  return units.filter((u) => hasObject(u) || u.pos.size > 0 || u.neg.size > 0);
}

interface Grant {
  read: boolean;
  /** Only adding was asked for ("add to", "create"). */
  add: boolean;
  act: boolean;
  /** Viewing was asked for in words, not only implied by a change ("add to"). */
  explicitRead: boolean;
}

/**
 * Parses the permission part of a key request: the words around "key" once the request verb and
 * the label are removed. An empty or unrelated phrase gives answer-only permissions.
 */
export function parsePermissionPhrase(scope: string): Permissions {
  const { tokens, mods } = tokenize(scope);
  const units = toUnits(tokens);
  const grants = new Map<Group, Grant>();
  const excluded = new Set<Target>();
  let propose = false;
  let proposeExplicit = false;
  let everythingAsked = false;
  const anyObject = units.some((u) => hasObject(u) && !u.exclusion);
  const consumed = new Set<number>();
  const removals: Unit[] = [];

  const grant = (
    group: Group,
    read: boolean,
    change: "add" | "act" | null,
    explicitRead: boolean,
  ) => {
    const cur = grants.get(group) ?? { read: false, add: false, act: false, explicitRead: false };
    cur.read ||= read;
    cur.add ||= change === "add";
    cur.act ||= change === "act";
    cur.explicitRead ||= read && explicitRead;
    grants.set(group, cur);
  };

  const apply = (u: Unit, verbs: Set<Verb>, explicit: boolean) => {
    const noRead = u.neg.has("read") || u.neg.has("both");
    const noAdd = u.neg.has("add") || u.neg.has("both") || u.neg.has("actAll");
    const noAct = u.neg.has("act") || noAdd;
    const read = (verbs.has("read") || verbs.has("both")) && !noRead;
    const fullAct = (verbs.has("act") || verbs.has("both") || verbs.has("actAll")) && !noAct;
    const add = verbs.has("add") && !noAdd && !fullAct;
    const act = fullAct || add;
    const change = fullAct ? "act" : add ? "add" : null;
    const prop = verbs.has("propose") && !noAct && !u.neg.has("propose");
    const targets: Target[] = u.all ? [...GROUPS] : [...u.targets];
    for (const target of targets) {
      if (target === "email") {
        // A key never sends email; asking it to send or draft one means proposing.
        if ((act || prop) && explicit) {
          propose = true;
          proposeExplicit = true;
        }
        continue;
      }
      if (target === "calendar" && !u.all) {
        // The calendar is read only; creating events is proposing them.
        if (read) grant("calendar", true, null, true);
        if ((act || prop) && explicit) {
          propose = true;
          proposeExplicit = true;
        } else if (act || prop) grant("calendar", true, null, false);
        continue;
      }
      // Users who ask to add to a list expect to see it too, unless they say otherwise.
      if (act || prop) grant(target, read || !noRead, change ?? "act", read);
      else if (read) grant(target, true, null, true);
    }
    if (u.all && u.strong && (fullAct || (!read && !add && !prop)) && !noAct) {
      everythingAsked = true;
    }
  };

  units.forEach((u, i) => {
    if (consumed.has(i)) return;
    if (u.exclusion) {
      for (const t of u.all ? GROUPS : u.targets) excluded.add(t);
      return;
    }
    if (hasObject(u)) {
      if (u.pos.size === 0 && u.neg.size > 0) {
        // "everything except send emails", "no access to my contacts": taken away at the end.
        removals.push(u);
        return;
      }
      if (u.pos.size === 0 && u.neg.size === 0) {
        // "my calendar, read only" or "my tasks: view and edit": the levels come after.
        const next = units[i + 1];
        if (next && !hasObject(next) && next.pos.size > 0 && !next.exclusion) {
          consumed.add(i + 1);
          apply({ ...u, neg: next.neg }, next.pos, true);
          return;
        }
        const defaults = new Set<Verb>(
          mods.readOnly ? ["read"] : mods.writeOnly ? ["act"] : ["both"],
        );
        apply(u, defaults, false);
        return;
      }
      apply(u, u.pos, true);
      return;
    }
    // Levels without an object of their own.
    const prev = units[i - 1];
    if (u.pos.size === 0 && prev && hasObject(prev) && !prev.exclusion) {
      // "manage my tasks but not delete them": take the levels back from the previous groups;
      // refusing a change that destroys ("not delete", "not clear") leaves adding.
      const noRead = u.neg.has("read") || u.neg.has("both");
      const noAdd = u.neg.has("add") || u.neg.has("both") || u.neg.has("actAll");
      const noAct = u.neg.has("act") || noAdd;
      for (const t of prev.all ? GROUPS : prev.targets) {
        if (t === "email" || t === "calendar") {
          if (noAct || u.neg.has("propose")) propose = false;
          if (t === "email") continue;
        }
        const g = grants.get(t);
        if (!g) continue;
        takeBack(g, noRead, noAdd, noAct);
      }
      return;
    }
    if (u.pos.has("propose")) {
      propose = true;
      proposeExplicit = true;
      return;
    }
    if (u.pos.has("actAll") && !anyObject) {
      apply({ ...u, all: true }, u.pos, true);
      return;
    }
    // "view my reminders and create new ones": the levels refer back to the previous groups.
    if (u.pos.size > 0 && prev && hasObject(prev) && !prev.exclusion && prev.pos.size > 0) {
      apply({ ...prev, pos: u.pos, neg: u.neg }, u.pos, true);
    }
  });

  if (mods.readOnly && !anyObject && grants.size === 0 && !propose) {
    // "a read-only key": every group, viewing only.
    for (const g of GROUPS) grant(g, true, null, true);
  }
  if (everythingAsked && !mods.readOnly) propose = true;
  if (mods.readOnly) {
    for (const g of grants.values()) {
      if (g.act || g.add) g.read = true;
      g.act = false;
      g.add = false;
    }
    if (!proposeExplicit) propose = false;
  }
  if (mods.writeOnly) {
    for (const g of grants.values()) if ((g.act || g.add) && !g.explicitRead) g.read = false;
  }
  for (const u of removals) {
    const noRead = u.neg.has("read") || u.neg.has("both");
    const noAdd = u.neg.has("add") || u.neg.has("both") || u.neg.has("actAll");
    const noAct = u.neg.has("act") || noAdd || u.neg.has("propose");
    for (const t of u.all ? GROUPS : u.targets) {
      if ((t === "email" || t === "calendar") && noAct) propose = false;
      if (t === "email") continue;
      const g = grants.get(t);
      if (!g) continue;
      takeBack(g, noRead, noAdd, noAct);
    }
  }
  for (const t of excluded) {
    if (t === "email") propose = false;
    else grants.delete(t);
  }

  const groups: Permissions["groups"] = {};
  for (const [group, g] of grants) {
    const levels: ("read" | "add" | "act")[] = [];
    if (g.read) levels.push("read");
    if (g.act) levels.push("act");
    else if (g.add) levels.push("add");
    if (levels.length > 0) groups[group] = levels;
  }
  const permissions = normalizePermissions({ groups, propose });
  if (mods.answerOnly && Object.keys(permissions.groups).length === 0 && !proposeExplicit) {
    return normalizePermissions(ANSWER_ONLY);
  }
  return permissions;
}

/** Takes levels back from a grant: refusing only a destroying change leaves adding. */
function takeBack(g: Grant, noRead: boolean, noAdd: boolean, noAct: boolean): void {
  if (noAct && !noAdd && g.act) g.add = true;
  if (noAct) g.act = false;
  if (noAdd) g.add = false;
  if (noRead) g.read = false;
}
