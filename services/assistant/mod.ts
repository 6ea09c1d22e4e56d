/**
 * The assistant: profile and memory, the chat conversation, and answers.
 * @module
 */
export { createAssistant } from "./src/assistant.ts";
export { type AssistantConfig, assistantConfigSchema } from "./src/config.ts";
export { createProviderModel, modelConfigSchema } from "./src/models/provider_config.ts";
