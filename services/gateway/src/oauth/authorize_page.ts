/**
 * The HTML of the authorization endpoint: the page that shows the pairing code, and the page of
 * a request that cannot go back to the client. Served by the gateway, no CDN, readable on a
 * phone; the only script polls the Continue link.
 * @module
 */

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `body{font:17px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;max-width:32rem;` +
  `margin-inline:auto;color:#111;background:#fafafa}h1{font-size:1.3rem}` +
  `.code{font:700 2rem/1.2 ui-monospace,monospace;letter-spacing:.1em;padding:.5rem 1rem;` +
  `background:#fff;border:2px solid #333;border-radius:.5rem;display:inline-block}` +
  `.warn{background:#fff4d6;border-left:4px solid #d29a00;padding:.5rem .75rem}` +
  `a#continue{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;background:#1f5fbf;` +
  `color:#fff;border-radius:.4rem;text-decoration:none}`;

/** The headers of both pages: never cached, never framed, only the nonce's script runs. */
export function pageHeaders(nonce: string): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; ` +
      `script-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors 'none'; form-action 'none'`,
  };
}

/** What the pairing page shows. */
export interface PairingPage {
  clientName: string;
  redirectHost: string;
  /** Set when the app's metadata is not from the host it claims, or not verified at all. */
  warning: string | null;
  pairingCode: string;
  /** The Continue link: 202 until the user decides, then 303 back to the app. */
  continueUrl: string;
  nonce: string;
}

/** The page that asks the user to send "allow XXXX-XXXX" in their chat. */
export function pairingPage(p: PairingPage): string {
  const warning = p.warning ? `<p class="warn">⚠️ ${escape(p.warning)}</p>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Connect ${escape(p.clientName)}</title><style>${STYLE}</style></head><body>` +
    `<h1>${escape(p.clientName)} wants to use your assistant</h1>` +
    `<p>It will send you back to <strong>${escape(p.redirectHost)}</strong>.</p>${warning}` +
    `<p>To allow it, send this to your assistant (in the web chat or on Telegram):</p>` +
    `<p class="code" id="pairing-code">${escape(p.pairingCode)}</p>` +
    `<p>send "allow ${escape(p.pairingCode)}" to your assistant. The assistant shows what the ` +
    `app asks for; you can narrow it, then Confirm or Reject. This code works for 10 minutes.</p>` +
    `<p id="status" role="status">Waiting for your answer in the chat…</p>` +
    `<a id="continue" href="${escape(p.continueUrl)}">Continue</a>` +
    `<script nonce="${p.nonce}">(()=>{const a=document.getElementById("continue");` +
    `const tick=async()=>{try{const r=await fetch(a.href+"&check=1",{cache:"no-store"});` +
    `if(r.status!==202){location.href=a.href;return}}catch(e){}setTimeout(tick,2000)};` +
    `setTimeout(tick,2000)})()</script></body></html>`;
}

/** A page for a request that cannot be sent back to the app (unknown client, bad redirect URI). */
export function errorPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escape(title)}</title><style>${STYLE}</style></head><body>` +
    `<h1>${escape(title)}</h1><p>${escape(message)}</p></body></html>`;
}
