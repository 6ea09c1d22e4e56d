import { bootService } from "@asst/shared";
import { createNotifier } from "./src/notifier.ts";

if (import.meta.main) {
  await bootService("notifier", (deps) => createNotifier(deps));
}
