import { describe, expect, it } from 'vitest';
import { buttonLook } from './button-look';
import styles from './button-look.module.css';

const classesOf = (names: string) => names.split(' ').sort();

describe('buttonLook', () => {
  it("is Chakra's default button without options: solid, medium, the palette in scope", () => {
    expect(classesOf(buttonLook())).toEqual(classesOf(`${styles.button} ${styles.md} ${styles.solid}`));
  });

  it('adds the size, variant, brand palette and pill shape asked for', () => {
    expect(classesOf(buttonLook({ size: 'lg', variant: 'outline', palette: 'brand', pill: true }))).toEqual(
      classesOf(`${styles.button} ${styles.lg} ${styles.outline} ${styles.brand} ${styles.pill}`),
    );
  });
});
