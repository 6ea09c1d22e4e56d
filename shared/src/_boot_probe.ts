/** A service with no routes of its own, booted as a separately deployed service (boot_test.ts). */
import { bootService } from "./boot.ts";

if (import.meta.main) {
  await bootService(
    "probe",
    () => ({ name: "probe", start: async () => {}, stop: async () => {} }),
  );
}
