import { z } from 'zod';

const MAX_TEXT = 20_000;

/** `POST /logs/logError/`: sent by the web app on a shape mismatch or a crash. */
export const LogErrorRequest = z.object({
  error: z.string().max(MAX_TEXT),
  errorDetail: z.string().max(MAX_TEXT).optional().default(''),
  url: z.string().max(2048).optional().default(''),
});
export type LogErrorRequest = z.input<typeof LogErrorRequest>;

/** `POST /logs/logHappiness/`. */
export const LogHappinessRequest = z.object({
  message: z.string().max(MAX_TEXT),
  url: z.string().max(2048).optional().default(''),
});

/** `POST /logs/log/`: a chat-style message with attachments. */
export const LogMessageRequest = z.object({
  attachments: z
    .array(
      z.object({
        title: z.string().max(500).optional(),
        color: z.string().max(32).optional(),
        text: z.string().max(MAX_TEXT).optional(),
        footer: z.string().max(500).optional(),
      }),
    )
    .max(20)
    .optional()
    .default([]),
  channel: z.string().max(100).optional().default(''),
  courseID: z.union([z.number().int(), z.string().max(32)]).optional(),
});

export const LogAck = z.object({ id: z.number().int() });
