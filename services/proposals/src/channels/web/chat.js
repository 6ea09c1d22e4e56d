// The built-in web chat: a development channel that trusts the handle the user types.
// Plain browser JavaScript, no build step. Every text from the server is rendered with
// textContent or text nodes, never as HTML.

const API = "/chat/api";
const POLL_MS = 2000;
const MAX_POLL_BACKOFF_MS = 30000;
const MAX_TEXT = 4000;
const COUNTER_FROM = 3500;
const HANDLE_RE = /^[A-Za-z0-9_.@-]{1,64}$/;
const KEY_RE = /asst_[0-9A-Za-z]{36}/g;
const STORE_PREFIX = "asst.chat.";
const MAX_STORED = 200;
const SEND_TIMEOUT_MS = 120000;
const POLL_TIMEOUT_MS = 30000;

/** An API failure whose message is safe to show. */
class ChatError extends Error {
  /**
   * @param {string} message
   * @param {number} status 0 when the server could not be reached
   */
  constructor(message, status) {
    super(message);
    this.name = "ChatError";
    this.status = status;
  }
}

const $ = (id) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`The page has no element "#${id}"`);
  return el;
};

const ui = {
  who: $("who"),
  whoHandle: $("who-handle"),
  changeHandle: $("change-handle"),
  start: $("start"),
  startForm: $("start-form"),
  handleInput: $("handle-input"),
  handleError: $("handle-error"),
  chat: $("chat"),
  scroller: $("scroller"),
  empty: $("empty"),
  list: $("message-list"),
  errorBar: $("error-bar"),
  errorText: $("error-text"),
  errorDismiss: $("error-dismiss"),
  connection: $("connection"),
  composer: $("composer"),
  input: $("composer-input"),
  send: $("send-button"),
  counter: $("composer-counter"),
  announcer: $("announcer"),
};

/**
 * The open chat, replaced whenever the handle changes so that late answers of an earlier
 * session are dropped.
 * @type {{handle: string, shown: Map<string, number>, cursor: string, ready: boolean, sending: boolean,
 *   pollTimer: number | undefined, polling: boolean, pollDelay: number, localSeq: number} | null}
 */
let session = null;

// ---------------------------------------------------------------------------------------------
// Storage: the handle, the user's own messages and the taps, kept in this browser only (the API
// returns the assistant's side of the conversation).

function storeGet(key, fallback) {
  try {
    const raw = localStorage.getItem(STORE_PREFIX + key);
    return raw === null ? fallback : JSON.parse(raw);
  } catch {
    return fallback;
  }
}

function storeSet(key, value) {
  try {
    localStorage.setItem(STORE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the chat still works, it just forgets on reload.
  }
}

/** @returns {{localId: string, text: string, after: string}[]} */
function storedSent(handle) {
  const value = storeGet(`sent.${handle}`, []);
  return Array.isArray(value)
    ? value.filter((m) =>
      m && typeof m.localId === "string" && typeof m.text === "string" &&
      typeof m.after === "string"
    )
    : [];
}

function rememberSent(handle, entry) {
  storeSet(`sent.${handle}`, [...storedSent(handle), entry].slice(-MAX_STORED));
}

function forgetSent(handle, localId) {
  storeSet(`sent.${handle}`, storedSent(handle).filter((m) => m.localId !== localId));
}

/** @returns {Record<string, string>} message id → data of the tapped button */
function storedTaps(handle) {
  const value = storeGet(`taps.${handle}`, {});
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

function rememberTap(handle, messageId, data) {
  const taps = Object.entries(storedTaps(handle)).filter(([id]) => id !== messageId);
  taps.push([messageId, data]);
  storeSet(`taps.${handle}`, Object.fromEntries(taps.slice(-MAX_STORED)));
}

function forgetTap(handle, messageId) {
  const taps = storedTaps(handle);
  delete taps[messageId];
  storeSet(`taps.${handle}`, taps);
}

// ---------------------------------------------------------------------------------------------
// API

/**
 * Calls the chat API and returns the assistant's messages of the answer.
 * @param {"GET" | "POST"} method
 * @param {string} path
 * @param {unknown} [body]
 * @param {number} [timeoutMs]
 */
async function api(method, path, body, timeoutMs = SEND_TIMEOUT_MS) {
  /** @type {RequestInit} */
  const init = { method, headers: { accept: "application/json" }, cache: "no-store" };
  if (body !== undefined) {
    init.headers = { accept: "application/json", "content-type": "application/json" };
    init.body = JSON.stringify(body);
  }
  if (typeof AbortSignal.timeout === "function") init.signal = AbortSignal.timeout(timeoutMs);
  let res;
  try {
    res = await fetch(`${API}${path}`, init);
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === "TimeoutError";
    throw new ChatError(
      timedOut
        ? "The assistant took too long to answer. Try again"
        : "Could not reach the server. Check your connection and try again",
      0,
    );
  }
  if (!res.ok) throw new ChatError(await problemDetail(res), res.status);
  let data;
  try {
    data = await res.json();
  } catch {
    throw new ChatError("The server sent an answer this page cannot read. Try again", res.status);
  }
  const messages = data && Array.isArray(data.messages) ? data.messages : [];
  return messages.map(normalizeMessage).filter((m) => m !== null);
}

/** The `detail` of a problem+json answer, or a plain sentence when there is none. */
async function problemDetail(res) {
  try {
    const problem = await res.json();
    if (problem && typeof problem.detail === "string" && problem.detail.trim()) {
      return problem.detail;
    }
    if (problem && typeof problem.title === "string" && problem.title.trim()) {
      return problem.title;
    }
  } catch {
    // Not JSON: fall through.
  }
  return `The server answered with status ${res.status}. Try again`;
}

/**
 * @returns {{id: string, text: string, buttons: {label: string, data: string}[],
 *   revision: number} | null}
 */
function normalizeMessage(raw) {
  if (!raw || typeof raw !== "object") return null;
  const id = typeof raw.id === "number" ? String(raw.id) : raw.id;
  if (typeof id !== "string" || id === "" || typeof raw.text !== "string") return null;
  const buttons = Array.isArray(raw.buttons)
    ? raw.buttons.filter((b) => b && typeof b.label === "string" && typeof b.data === "string")
    : [];
  const revision = Number.isSafeInteger(raw.revision) && raw.revision > 0 ? raw.revision : 0;
  return { id, text: raw.text, buttons, revision };
}

/** Orders message ids: numeric strings by value, "" before everything. */
function compareIds(a, b) {
  if (a === b) return 0;
  if (a === "") return -1;
  if (b === "") return 1;
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = a.replace(/^0+(?=\d)/, "");
    const y = b.replace(/^0+(?=\d)/, "");
    if (x.length !== y.length) return x.length - y.length;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Rendering

/**
 * Where an element sorts in the conversation: an assistant message by its id, a message of the
 * user right after the assistant message it followed when sent.
 */
function sortKey(el) {
  return el.dataset.from === "assistant"
    ? { id: el.dataset.id ?? "", rank: 1 }
    : { id: el.dataset.after ?? "", rank: 2 };
}

function compareKeys(a, b) {
  return compareIds(a.id, b.id) || a.rank - b.rank;
}

/** Inserts after the last element that sorts at or before `key`. */
function insertSorted(el, key) {
  let before = null;
  for (let node = ui.list.lastElementChild; node; node = node.previousElementSibling) {
    if (compareKeys(sortKey(node), key) <= 0) break;
    before = node;
  }
  ui.list.insertBefore(el, before);
}

/** Fills `target` with `text`, marking API keys, and returns the keys found. */
function renderText(target, text) {
  const keys = [];
  let last = 0;
  for (const match of text.matchAll(KEY_RE)) {
    const index = match.index ?? 0;
    if (index > last) target.append(document.createTextNode(text.slice(last, index)));
    const code = document.createElement("code");
    code.className = "api-key";
    code.textContent = match[0];
    target.append(code);
    keys.push({ key: match[0], element: code });
    last = index + match[0].length;
  }
  if (last < text.length) target.append(document.createTextNode(text.slice(last)));
  return keys;
}

function messageShell(from, id) {
  const el = document.createElement("article");
  // Only messages that arrive while the user watches slide in, not a loaded history.
  el.className = `message message-${from}${session?.ready ? " fresh" : ""}`;
  el.dataset.testid = "message";
  el.dataset.from = from;
  el.dataset.id = id;
  const who = document.createElement("span");
  who.className = "visually-hidden";
  who.textContent = from === "user" ? "You said:" : "Assistant said:";
  const bubble = document.createElement("div");
  bubble.className = "bubble";
  const text = document.createElement("p");
  text.className = "message-text";
  text.dataset.testid = "message-text";
  bubble.append(who, text);
  el.append(bubble);
  return { el, bubble, text };
}

/**
 * Shows a message of the assistant. One already shown is redrawn in place from a newer revision
 * only: a tapped message then shows the outcome, without the buttons that decided it. A poll that
 * read the message before the tap, or that reads the kept (redacted) text of a key the tap's
 * answer showed in full, carries no newer revision and leaves the screen as it is.
 * @returns true when the message is new
 */
function addAssistantMessage(s, message, taps) {
  const known = s.shown.get(message.id);
  if (known !== undefined && message.revision <= known) return false;
  s.shown.set(message.id, message.revision);
  const { el, bubble, text } = messageShell("assistant", message.id);
  const keys = renderText(text, message.text);
  if (keys.length > 0) bubble.append(copyRow(keys));
  if (message.buttons.length > 0) {
    el.append(buttonRow(s, message, taps[message.id]));
  }
  const old = known === undefined ? null : findAssistantMessage(message.id);
  if (old) {
    el.classList.remove("fresh");
    old.replaceWith(el);
    return false;
  }
  insertSorted(el, { id: message.id, rank: 1 });
  return true;
}

function findAssistantMessage(id) {
  for (const el of ui.list.querySelectorAll('[data-from="assistant"]')) {
    if (el.getAttribute("data-id") === id) return el;
  }
  return null;
}

function copyRow(keys) {
  const row = document.createElement("div");
  row.className = "key-actions";
  keys.forEach(({ key, element }, i) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.dataset.testid = "copy-button";
    button.textContent = keys.length > 1 ? `Copy key ${i + 1}` : "Copy";
    const label = keys.length > 1 ? `Copy API key ${i + 1}` : "Copy API key";
    button.setAttribute("aria-label", label);
    button.addEventListener("click", () => copyKey(button, key, element));
    row.append(button);
  });
  return row;
}

async function copyKey(button, key, element) {
  try {
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== "function") {
      throw new Error("no clipboard");
    }
    await navigator.clipboard.writeText(key);
    const idle = button.dataset.idle ?? button.textContent;
    button.dataset.idle = idle;
    button.textContent = "Copied";
    button.classList.add("copied");
    announce("API key copied to the clipboard");
    setTimeout(() => {
      button.textContent = idle;
      button.classList.remove("copied");
    }, 2000);
  } catch {
    // Without clipboard access (a page not served over https, or permission denied), select the
    // key so that the user can copy it by hand.
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    showError("Could not copy automatically: the key is selected, press Ctrl+C (⌘C) to copy it");
  }
}

function buttonRow(s, message, tapped) {
  const row = document.createElement("div");
  row.className = "actions";
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", "Answer");
  const buttons = message.buttons.map((b) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "action-button";
    button.dataset.testid = "message-button";
    button.textContent = b.label;
    if (tapped !== undefined) {
      button.disabled = true;
      if (tapped === b.data) button.classList.add("chosen");
    }
    row.append(button);
    return button;
  });
  message.buttons.forEach((b, i) => {
    const button = buttons[i];
    button.addEventListener("click", () => tap(s, message.id, b.data, button, buttons));
  });
  return row;
}

async function tap(s, messageId, data, button, buttons) {
  if (button.disabled) return;
  for (const b of buttons) b.disabled = true;
  button.classList.add("chosen");
  button.setAttribute("aria-busy", "true");
  rememberTap(s.handle, messageId, data);
  ui.input.focus();
  clearError();
  try {
    const replies = await api("POST", "/buttons", { user: s.handle, data, message_id: messageId });
    if (s !== session) return;
    // The message now shows the outcome; buttons it offers after that are new ones.
    if (replies.some((m) => m.id === messageId)) forgetTap(s.handle, messageId);
    showMessages(s, replies, true);
  } catch (err) {
    if (s !== session) return;
    const status = err instanceof ChatError ? err.status : 0;
    // A tap that never arrived, or that the server could not take now, may be tried again.
    if (status === 0 || status === 429 || status >= 500) {
      for (const b of buttons) b.disabled = false;
      button.classList.remove("chosen");
      forgetTap(s.handle, messageId);
    }
    showError(errorText(err));
  } finally {
    button.removeAttribute("aria-busy");
  }
}

function addUserMessage(localId, text, after) {
  const { el, text: textEl } = messageShell("user", localId);
  el.dataset.after = after;
  renderText(textEl, text);
  insertSorted(el, { id: after, rank: 2 });
  return el;
}

/** Shows the assistant's messages; scrolls down when the user is at the end or just acted. */
function showMessages(s, messages, force) {
  const stick = force || isNearBottom();
  const taps = storedTaps(s.handle);
  let added = 0;
  for (const m of messages) if (addAssistantMessage(s, m, taps)) added++;
  updateEmpty();
  if (added > 0 && stick) scrollToEnd();
  return added;
}

function latestAssistantId() {
  const all = ui.list.querySelectorAll('[data-from="assistant"]');
  let max = "";
  for (const el of all) {
    const id = el.getAttribute("data-id") ?? "";
    if (compareIds(id, max) > 0) max = id;
  }
  return max;
}

function isNearBottom() {
  const s = ui.scroller;
  return s.scrollHeight - s.scrollTop - s.clientHeight < 80;
}

// Keep the end of the conversation in view when the composer grows or the screen changes,
// unless the user has scrolled up to read.
let atEnd = true;
ui.scroller.addEventListener("scroll", () => {
  atEnd = isNearBottom();
}, { passive: true });
if (typeof ResizeObserver === "function") {
  new ResizeObserver(() => {
    if (atEnd) scrollToEnd();
  }).observe(ui.scroller);
}

function scrollToEnd() {
  ui.scroller.scrollTop = ui.scroller.scrollHeight;
  atEnd = true;
}

function updateEmpty() {
  ui.empty.hidden = ui.list.childElementCount > 0;
}

function announce(text) {
  ui.announcer.textContent = "";
  // A new text node in a cleared region is announced even when the text repeats.
  setTimeout(() => {
    ui.announcer.textContent = text;
  }, 50);
}

function errorText(err) {
  return err instanceof ChatError ? err.message : "Something went wrong. Try again";
}

function showError(text) {
  ui.errorText.textContent = text;
  ui.errorBar.hidden = false;
}

function clearError() {
  ui.errorBar.hidden = true;
  ui.errorText.textContent = "";
}

// ---------------------------------------------------------------------------------------------
// Polling: messages that arrive on their own, only while the tab is visible.

function schedulePoll(s, delay) {
  clearTimeout(s.pollTimer);
  s.pollTimer = undefined;
  if (s !== session || document.visibilityState !== "visible") return;
  s.pollTimer = setTimeout(() => poll(s), delay);
}

async function poll(s) {
  if (s !== session || s.polling) return;
  s.polling = true;
  const first = !s.ready;
  if (first) ui.list.setAttribute("aria-busy", "true");
  try {
    const query = new URLSearchParams({ user: s.handle });
    if (s.cursor !== "") query.set("after", s.cursor);
    const messages = await api("GET", `/messages?${query}`, undefined, POLL_TIMEOUT_MS);
    if (s !== session) return;
    for (const m of messages) if (compareIds(m.id, s.cursor) > 0) s.cursor = m.id;
    showMessages(s, messages, first);
    s.pollDelay = POLL_MS;
    ui.connection.hidden = true;
  } catch (err) {
    if (s !== session) return;
    s.pollDelay = Math.min(s.pollDelay * 2, MAX_POLL_BACKOFF_MS);
    ui.connection.textContent = `${errorText(err)}. Retrying…`;
    ui.connection.hidden = false;
  } finally {
    s.ready = true;
    if (first && s === session) {
      updateComposer();
      ui.list.setAttribute("aria-busy", "false");
    }
    s.polling = false;
    schedulePoll(s, s.pollDelay);
  }
}

document.addEventListener("visibilitychange", () => {
  if (!session) return;
  if (document.visibilityState === "visible") {
    schedulePoll(session, 0);
  } else {
    clearTimeout(session.pollTimer);
    session.pollTimer = undefined;
  }
});

// ---------------------------------------------------------------------------------------------
// Start and handle changes

function open(handle) {
  if (session) clearTimeout(session.pollTimer);
  session = {
    handle,
    shown: new Map(),
    cursor: "",
    ready: false,
    sending: false,
    pollTimer: undefined,
    polling: false,
    pollDelay: POLL_MS,
    localSeq: 0,
  };
  storeSet("handle", handle);
  ui.list.replaceChildren();
  for (const m of storedSent(handle)) {
    addUserMessage(m.localId, m.text, m.after);
    const seq = Number(m.localId.replace(/^local-/, ""));
    if (Number.isFinite(seq) && seq > session.localSeq) session.localSeq = seq;
  }
  updateEmpty();
  clearError();
  ui.connection.hidden = true;
  ui.whoHandle.textContent = handle;
  ui.who.hidden = false;
  ui.start.hidden = true;
  ui.chat.hidden = false;
  updateComposer();
  ui.input.focus();
  scrollToEnd();
  poll(session);
}

function validateHandle(value) {
  if (value === "") return "Enter your handle";
  if (value.length > 64) return "A handle has at most 64 characters";
  if (!HANDLE_RE.test(value)) return "Use only letters, digits, _ . - or @ in your handle";
  return null;
}

ui.startForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const handle = ui.handleInput.value.trim();
  const problem = validateHandle(handle);
  if (problem) {
    ui.handleError.textContent = problem;
    ui.handleError.hidden = false;
    ui.handleInput.setAttribute("aria-invalid", "true");
    ui.handleInput.focus();
    return;
  }
  ui.handleError.hidden = true;
  ui.handleError.textContent = "";
  ui.handleInput.removeAttribute("aria-invalid");
  open(handle);
});

ui.handleInput.addEventListener("input", () => {
  if (ui.handleError.hidden) return;
  if (validateHandle(ui.handleInput.value.trim()) === null) {
    ui.handleError.hidden = true;
    ui.handleInput.removeAttribute("aria-invalid");
  }
});

ui.changeHandle.addEventListener("click", () => {
  if (session) clearTimeout(session.pollTimer);
  session = null;
  ui.list.replaceChildren();
  clearError();
  ui.connection.hidden = true;
  ui.chat.hidden = true;
  ui.who.hidden = true;
  ui.start.hidden = false;
  ui.handleInput.focus();
  ui.handleInput.select();
});

// ---------------------------------------------------------------------------------------------
// Composer

function updateComposer() {
  const length = ui.input.value.length;
  const empty = ui.input.value.trim() === "";
  const over = length > MAX_TEXT;
  ui.send.disabled = empty || over || !session || !session.ready || session.sending;
  ui.counter.hidden = length < COUNTER_FROM;
  ui.counter.classList.toggle("over", over);
  ui.counter.textContent = over
    ? `${length - MAX_TEXT} characters over the limit of ${MAX_TEXT}`
    : `${MAX_TEXT - length} characters left`;
  if (over) ui.input.setAttribute("aria-invalid", "true");
  else ui.input.removeAttribute("aria-invalid");
}

async function send() {
  const s = session;
  if (!s || !s.ready || s.sending) return;
  const raw = ui.input.value;
  const text = raw.trim();
  if (text === "" || raw.length > MAX_TEXT) return;
  s.sending = true;
  const localId = `local-${++s.localSeq}`;
  const after = latestAssistantId();
  const el = addUserMessage(localId, text, after);
  el.classList.add("pending");
  updateEmpty();
  scrollToEnd();
  ui.input.value = "";
  updateComposer();
  clearError();
  try {
    const replies = await api("POST", "/messages", { user: s.handle, text });
    if (s !== session) return;
    el.classList.remove("pending");
    rememberSent(s.handle, { localId, text, after });
    showMessages(s, replies, true);
  } catch (err) {
    if (s !== session) return;
    el.classList.remove("pending");
    el.classList.add("failed");
    const note = document.createElement("p");
    note.className = "failed-note";
    note.textContent = "Not sent";
    el.append(note);
    forgetSent(s.handle, localId);
    // Give the text back so that the user can try again.
    if (ui.input.value === "") ui.input.value = text;
    showError(errorText(err));
  } finally {
    if (s === session) {
      s.sending = false;
      updateComposer();
    }
  }
}

ui.composer.addEventListener("submit", (event) => {
  event.preventDefault();
  send();
  ui.input.focus();
});

ui.input.addEventListener("input", updateComposer);

ui.input.addEventListener("keydown", (event) => {
  if (event.key !== "Enter" || event.shiftKey || event.isComposing || event.keyCode === 229) {
    return;
  }
  event.preventDefault();
  if (!ui.send.disabled) send();
});

ui.errorDismiss.addEventListener("click", () => {
  clearError();
  ui.input.focus();
});

// ---------------------------------------------------------------------------------------------
// Boot: a remembered handle opens its chat right away.

{
  const remembered = storeGet("handle", "");
  if (typeof remembered === "string" && validateHandle(remembered) === null) {
    ui.handleInput.value = remembered;
    open(remembered);
  } else {
    ui.start.hidden = false;
    ui.handleInput.focus();
  }
}
