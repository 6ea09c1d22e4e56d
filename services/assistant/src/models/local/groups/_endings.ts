/**
 * Endings said of an item of any kind, with the kind named ("the physio reminder can go", "the gig
 * countdown can be binned"): read as its removal, which the kind's own parser then reads ("delete
 * the physio reminder"). An item said without its kind ("the standing desk can go") could be on
 * several lists, and is not read so here: the local model reads it against the saved items, where
 * the one item it names says its kind (`saved_pointed.ts`). Written like a group's `rephrase` (see
 * `GroupWords.rephrase`); a need said no more ("not bothered about … any more") is `NOT_WANTED` in
 * `_rephrase.ts`.
 * @module
 */

/** Each ending and the request it means. */
export const ENDINGS: Readonly<Record<string, string>> = {
  "{x} can go": "delete {x}",
  "{x} can go now": "delete {x}",
  "{x} can be deleted": "delete {x}",
  "{x} can be removed": "delete {x}",
  "{x} can be binned": "delete {x}",
  "{x} can be scrapped": "delete {x}",
  "{x} can be cancelled": "delete {x}",
  "{x} can come off": "delete {x}",
};
