/**
 * Reads "turn on business mode", "disable Business Mode", "business mode off" and the like.
 * @returns true to turn it on, false to turn it off, null when the message is about something else
 */
export function parseBusinessModeCommand(text: string): boolean | null {
  const t = text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, " ").replace(/\s+/g, " ").trim();
  if (!/\bbusiness mode\b/.test(t)) return null;
  if (/^(is|what|why|how|does|do|can)\b/.test(t)) return null;
  const on =
    /\b(turn|switch|set|put)\s+(?:my\s+)?(?:business mode\s+)?on\b|\b(enable|activate|start)\b|\bbusiness mode\s+on\b/;
  const off =
    /\b(turn|switch|set|put)\s+(?:my\s+)?(?:business mode\s+)?off\b|\b(disable|deactivate|stop|end)\b|\bbusiness mode\s+off\b/;
  const wantsOff = off.test(t) || /\bon and off\b|\boff and on\b/.test(t);
  const wantsOn = on.test(t);
  if (wantsOn === wantsOff) return null;
  return wantsOn;
}
