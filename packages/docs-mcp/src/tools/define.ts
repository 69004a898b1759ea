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

/** What an answer costs a client: its text and its structured content, in characters. */
export const answerChars = (answer: ToolAnswer) =>
  answer.text.length + (answer.structured ? JSON.stringify(answer.structured).length : 0);

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * The tool with a cost sentence after its description, made from every answer
 * it can give on the first read of the description (the first tools/list),
 * never before: the median and the largest, in characters and tokens.
 */
export function withCost(tool: ToolDefinition, answers: () => ToolAnswer[]): ToolDefinition {
  let description: string | undefined;
  return {
    ...tool,
    get description() {
      if (description === undefined) {
        const sizes = answers()
          .map(answerChars)
          .sort((a, b) => a - b);
        const median = sizes[Math.floor((sizes.length - 1) / 2)] ?? 0;
        const largest = sizes.at(-1) ?? 0;
        const size = (n: number) => `${thousands(n)} characters (about ${thousands(n / 4)} tokens)`;
        const cost =
          sizes.length > 1
            ? `${size(median)} an answer at the median, ${size(largest)} at most`
            : size(largest);
        description = `${tool.description} Cost: ${cost}, text and structured content together.`;
      }
      return description;
    },
  };
}
