/**
 * The subjects the assistant answers: messages, actions, tools, memory, the chat.
 * @module
 */
import { z } from "zod";
import { defineBroadcast, defineRequest } from "../contracts.ts";
import { permissionsSchema } from "../permissions.ts";
import {
  accountId,
  chatOutSchema,
  MAX_MESSAGE_LENGTH,
  operationSchema,
  resendWithOperation,
  safeToResend,
  usageSchema,
} from "./common.ts";

/** Subjects the assistant answers. */
export const assistantSubjects = {
  /**
   * Broadcast to every assistant replica when an account's profile, memories or Business Mode
   * change, to drop them from caches.
   */
  contextChanged: defineBroadcast(
    "assistant.context.changed",
    z.object({ account_id: z.string().min(1) }),
    {
      guarantee: "at most once, to every replica; a missed one is bounded by the 30 s cache",
      from: "assistant",
      to: "every assistant and every gateway",
    },
  ),
  /**
   * A message a user wrote in the chat. When the message carried a secret (a Todoist token),
   * `user_transcript_text` is what the transcript keeps of it instead.
   */
  chatMessage: defineRequest(
    "assistant.chat.message",
    z.object({
      account_id: accountId,
      channel: z.string().min(1).max(32),
      text: z.string().min(1).max(MAX_MESSAGE_LENGTH),
    }),
    z.object({
      messages: z.array(chatOutSchema),
      user_transcript_text: z.string().min(1).optional(),
    }),
    { guarantee: "at most once", from: "proposals", to: "assistant" },
  ),
  /** A tap on a button the assistant sent. */
  chatButton: defineRequest(
    "assistant.chat.button",
    z.object({ account_id: accountId, data: z.string().min(1).max(64) }),
    z.object({ messages: z.array(chatOutSchema) }),
    { guarantee: "at most once", from: "proposals", to: "assistant" },
  ),
  /**
   * One working turn of POST /actions: the model runs with only the tools the key allows.
   * @throws 422 `no_authorized_action` when the key may use no tool for this account
   */
  act: defineRequest(
    "assistant.act",
    z.object({
      account_id: accountId,
      key_id: z.uuid(),
      permissions: permissionsSchema,
      message: z.string().min(1).max(MAX_MESSAGE_LENGTH),
      operation: operationSchema.optional(),
    }),
    z.object({
      reply: z.string(),
      model: z.string(),
      usage: usageSchema,
      actions: z.array(
        z.object({ tool: z.string(), ok: z.boolean(), request_id: z.string().optional() }),
      ),
    }),
    {
      guarantee:
        "at most once; a retry of the same request is replayed by the gateway's idempotency store",
      from: "gateway (`/actions`)",
      to: "assistant",
    },
    resendWithOperation,
  ),
  /**
   * Runs one tool directly, without a model (an MCP `tools/call`): the same permission check
   * and validation as any other call.
   */
  tool: defineRequest(
    "assistant.tool",
    z.object({
      account_id: accountId,
      key_id: z.uuid(),
      permissions: permissionsSchema,
      tool: z.string().min(1).max(64),
      input: z.record(z.string(), z.unknown()),
      operation: operationSchema.optional(),
    }),
    z.object({
      result: z.discriminatedUnion("ok", [
        z.object({ ok: z.literal(true), summary: z.string(), data: z.unknown() }),
        z.object({ ok: z.literal(false), error: z.string() }),
      ]),
    }),
    {
      guarantee:
        "at most once; a repeat of a tool that writes, within the window, is replayed by the gateway's idempotency store",
      from: "gateway (MCP)",
      to: "assistant",
    },
    resendWithOperation,
  ),
  /**
   * Adds a confirmed proposal's event to the account's built-in calendar. Idempotent: `id` (the
   * proposal's id) becomes the event's id, and a second call with it adds nothing.
   * @throws 422 `invalid_body` when the event cannot be added (the message says why)
   */
  addCalendarEvent: defineRequest(
    "assistant.calendar.add",
    z.object({
      account_id: accountId,
      id: z.uuid(),
      title: z.string().min(1).max(200),
      start: z.string().min(10).max(40),
      end: z.string().min(10).max(40).optional(),
      location: z.string().max(200).optional(),
      notes: z.string().max(2000).optional(),
    }),
    z.object({ event_id: z.uuid(), created: z.boolean() }),
    {
      guarantee: "at most once, idempotent by the proposal id",
      from: "proposals",
      to: "assistant",
    },
    safeToResend,
  ),
  /** The tools a key may use on its account now (Business Mode decides the expense tools). */
  tools: defineRequest(
    "assistant.tools",
    z.object({ account_id: accountId, permissions: permissionsSchema }),
    z.object({ tools: z.array(z.string()) }),
    { guarantee: "at most once, read-only", from: "gateway (MCP)", to: "assistant" },
    safeToResend,
  ),
  /** A read-only answer from profile and memory (POST /messages). */
  answer: defineRequest(
    "assistant.answer",
    z.object({
      account_id: accountId,
      key_id: z.uuid(),
      message: z.string().min(1).max(MAX_MESSAGE_LENGTH),
    }),
    z.object({ reply: z.string(), model: z.string(), usage: usageSchema }),
    { guarantee: "at most once, read-only", from: "gateway (`/messages`, MCP)", to: "assistant" },
    safeToResend,
  ),
} as const;
