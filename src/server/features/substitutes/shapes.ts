import { substituteErrorBody } from "#src/domain/schemas/substitutes";

export const SUBSTITUTE_TAGS = ["substitute"];

/** The answers every substitute route may give besides its own (the gate's refusals included). */
export const SUBSTITUTE_ERRORS = {
  400: substituteErrorBody,
  401: substituteErrorBody,
  403: substituteErrorBody,
  404: substituteErrorBody,
  410: substituteErrorBody,
  429: substituteErrorBody,
};
