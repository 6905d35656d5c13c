import type {
  ChoiceFieldDescription,
  GroupFieldDescription,
  ImageFieldDescription,
  LinesFieldDescription,
  ListFieldDescription,
  ListFormDescription,
  NumberFieldDescription,
  PeopleFieldDescription,
  ObjectFormDescription,
  SectionFormDescription,
  TextFieldDescription,
  VariantsFormDescription,
} from './section-form';

/**
 * Which form descriptions fit a section's data type (its schema's `z.input`): every field names a property of the
 * object it edits, a group's fields the properties of that property's object, a list's fields (and the field
 * that names a collapsed item) the properties of its items. So `textField('lable', …)` in a form for data without
 * `lable` fails the typecheck, at the catalogue entry that joins the form to its schema (`section-entry.ts`).
 * Types only: the descriptions keep their names in their types (see the builders in `section-form.ts`).
 */

/** The object shapes a section's data may take (a banner is an object of one of two kinds, or a bare list). */
type ObjectsOf<Data> = Data extends readonly unknown[] ? never : Data extends object ? Data : never;

/** What a list property holds, item by item. */
type ItemsOf<Data> = Data extends readonly (infer Item)[] ? Item : never;

type PropertyOf<Data> = keyof ObjectsOf<Data> & string;

/** A list whose item fields fit `Item`, under whatever name its parent gives it. */
type ListFieldFor<Name extends string, Item> = ListFieldDescription<Name, FieldFor<Item>, PropertyOf<Item>>;

/**
 * The fields that may edit the property `Name` holding `Value`: any plain kind (their values are not checked here:
 * the schema judges them), a list that fits an array's items, a group that fits an object.
 */
type FieldOf<Name extends string, Value> =
  | TextFieldDescription<Name>
  | ChoiceFieldDescription<Name>
  | NumberFieldDescription<Name>
  | LinesFieldDescription<Name>
  | ImageFieldDescription<Name>
  | (Value extends readonly unknown[]
      ? | ListFieldFor<Name, ItemsOf<Value>>
        | (ItemsOf<Value> extends { personId: number } ? PeopleFieldDescription<Name> : never)
      : Value extends object
        ? GroupFieldDescription<Name, FieldFor<Value>>
        : never);

/** Every field description that fits an object of type `Data` (of any of its object shapes). */
export type FieldFor<Data> = Data extends readonly unknown[]
  ? never
  : Data extends object
    ? { [Name in keyof Data & string]-?: FieldOf<Name, Exclude<Data[Name], undefined>> }[keyof Data & string]
    : never;

type SingleFormFor<Data> =
  ObjectFormDescription<FieldFor<Data>> | ListFormDescription<ListFieldFor<string, ItemsOf<Data>>>;

/** The form descriptions that fit a section whose data is `Data`; any description when the data type is unknown. */
export type SectionFormFor<Data> = unknown extends Data
  ? SectionFormDescription
  : SingleFormFor<Data> | VariantsFormDescription<SingleFormFor<Data>>;
