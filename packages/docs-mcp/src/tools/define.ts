import type * as z from 'zod/v4';

/** A tool's answer: readable text for the model and the same facts as structured content. */
export interface ToolAnswer {
  text: string;
  structured?: Record<string, unknown>;
  isError?: boolean;
}

/** One MCP tool: its name and descriptions for the model, its schemas, and a plain function. */
export interface ToolDefinition<Input extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: Input;
  output: z.ZodObject;
  run(input: z.output<Input>): ToolAnswer;
}

/** A tool typed by its own input schema, listed among the others. */
export const define = <Input extends z.ZodType>(tool: ToolDefinition<Input>) =>
  tool as unknown as ToolDefinition;

/** A tool result that names what was not found and the nearest known names. */
export function notFound(what: string, wanted: string, suggestions: string[]): ToolAnswer {
  const text =
    suggestions.length > 0
      ? `No ${what} "${wanted}". Closest matches: ${suggestions.join(', ')}.`
      : `No ${what} "${wanted}".`;
  return { text, isError: true };
}
