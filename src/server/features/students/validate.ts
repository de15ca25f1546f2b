import {
  ATTRIBUTE_NAMES,
  type AttributeSet,
  type StudentAttributes,
  valueError,
} from "#src/domain/students/attributes";
import { valueErrorMessage } from "#src/domain/students/student-messages";
import { HttpError } from "#src/server/errors";

export interface FieldError {
  field: string;
  message: string;
}

/** docs/product.md#attributes: each value must be null or one of the teacher's effective options (the domain's rule). */
export function attributeErrors(attributes: AttributeSet, values: StudentAttributes): FieldError[] {
  const errors: FieldError[] = [];
  for (const name of ATTRIBUTE_NAMES) {
    const message = valueError(attributes[name], values[name]);
    if (message) errors.push({ field: `body.${name}`, message });
  }
  return errors;
}

/**
 * 400 `{ error, details }` naming each invalid field: the error says every problem in the
 * request's language, joined by "; "; the details keep the English.
 */
export function assertValidAttributes(attributes: AttributeSet, values: StudentAttributes): void {
  const errors = attributeErrors(attributes, values);
  if (errors.length > 0) {
    const words = ATTRIBUTE_NAMES.flatMap(
      (name) => valueErrorMessage(attributes[name], values[name]) ?? [],
    );
    throw new HttpError(400, words, errors);
  }
}
