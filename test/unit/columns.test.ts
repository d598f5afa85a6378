import { getMetadataStorage } from 'type-graphql';
import { Column } from '../../src/kernel/columns';
import { defineGraphEnum, graphEnumValues, type GraphEnumValue } from '../../src/kernel/graph-enum';

/**
 * A column says its kind and nullability once (src/kernel/columns.ts): a property whose type
 * disagrees, or an option the kind does not know, does not compile. The `@ts-expect-error` lines
 * below are checked by `npm run typecheck`; the classes are declared in a function that never runs,
 * so nothing is registered with MikroORM or type-graphql.
 */
const Shade = defineGraphEnum('ColumnsTestShade', 'A shade, for this test.', { Light: 'Light.', Dark: 'Dark.' });
type Shade = GraphEnumValue<typeof Shade>;

export function columnDeclarationsThatCompileOrNot(): unknown[] {
  abstract class Agreeing {
    @Column.text('A text.') text!: string;
    @Column.text('A text or null.', { nullable: true }) maybeText: string | null = null;
    @Column.cents('Money.') price!: number;
    @Column.enum(Shade, 'A shade.') shade!: Shade;
    @Column.text({ hidden: true, lazy: true, nullable: true }) secret: string | null = null;
  }
  abstract class Disagreeing {
    // @ts-expect-error a nullable column on a property that cannot be null
    @Column.text('A text or null.', { nullable: true }) text!: string;
    // @ts-expect-error a property that can be null on a column that cannot
    @Column.uuid('An id.') id: string | null = null;
    // @ts-expect-error a number on a text column
    @Column.text('A text.') count!: number;
    // @ts-expect-error a value that is not the enum's
    @Column.enum(Shade, 'A shade.') shade!: 'Blue';
    // @ts-expect-error a misspelt option
    @Column.text('A text.', { nulable: true }) misspelt!: string;
    // @ts-expect-error a field of the graph is not hidden from it
    @Column.text('A text.', { hidden: true }) shown!: string;
  }
  return [Agreeing, Disagreeing];
}

test('a defined graph enum is its values by name, in the order written, registered once under its name', () => {
  expect(Shade).toEqual({ Light: 'Light', Dark: 'Dark' });
  expect(graphEnumValues(Shade)).toEqual(['Light', 'Dark']);
  const registered = getMetadataStorage().enums.filter((e) => e.name === 'ColumnsTestShade');
  expect(registered).toHaveLength(1);
  expect(registered[0]).toMatchObject({
    enumObj: Shade,
    description: 'A shade, for this test.',
    valuesConfig: { Light: { description: 'Light.' }, Dark: { description: 'Dark.' } },
  });
});
