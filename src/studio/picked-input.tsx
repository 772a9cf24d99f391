import type { FieldRole } from "../../schema/kit/field-roles";
import type { FieldSchema } from "./studio-api-types";
import { AccentTextInput } from "./accent-text-input";
import { ImagePicker } from "./image-picker";
import { LinkPicker } from "./link-picker";
import { RecordPicker, RecordsPicker } from "./record-picker";

/** What a picker receives from the field it stands in: its input's id and label, its value and its descriptions. */
export interface PickedInputProps {
  id: string;
  label: string;
  schema: FieldSchema;
  value: unknown;
  required: boolean;
  /** The ids of the field's description and problems, for aria-describedby. */
  described: string | undefined;
  invalid: true | undefined;
  onChange: (value: unknown) => void;
}

/** The input of a field whose schema names a role: each role offers the values it may take, or edits it as it reads. */
export function PickedInput({ role, ...props }: PickedInputProps & { role: FieldRole }) {
  switch (role) {
    case "image":
      return <ImagePicker {...props} />;
    case "link":
      return <LinkPicker {...props} />;
    case "record":
      return <RecordPicker {...props} />;
    case "records":
      return <RecordsPicker {...props} />;
    case "accent-text":
      return <AccentTextInput {...props} />;
  }
}
