/**
 * The text normaliser, for the local model's files that still import it from here (the memory
 * answerer): it lives in `../text/normalize.ts`.
 * @module
 */
export * from "../../text/normalize.ts";
