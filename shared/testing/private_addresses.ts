/**
 * URLs a request guarded against SSRF must refuse without asking DNS: IP literals of loopback,
 * private, link-local, shared and metadata addresses, some written in the forms that slip past
 * a naive check. For the tests of every guarded fetch.
 * @module
 */

/** Each is refused as `blocked` when private addresses are not allowed. */
export const PRIVATE_ADDRESS_URLS: readonly string[] = [
  "http://127.0.0.1/",
  "http://10.0.0.1/product",
  "http://[::1]:8080/",
  "http://169.254.169.254/latest/meta-data/",
  "http://2130706433/", // 127.0.0.1 written as one number
  "http://0x7f.1/",
  "http://[::ffff:127.0.0.1]/",
  "http://[fe80::1]/",
  "http://0.0.0.0/",
  "http://192.168.1.1/",
  "http://100.64.1.1/",
];
