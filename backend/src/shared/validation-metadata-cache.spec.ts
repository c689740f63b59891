import { Type } from 'class-transformer';
import { IsInt, IsString, Min, ValidateNested } from 'class-validator';
import { createValidationPipe } from './validation';

class Line {
  @IsString({ message: 'productIdMsg' })
  productId!: string;

  @IsInt({ message: 'qtyMsg' })
  @Min(1, { message: 'qtyMsg' })
  qty!: number;
}

class Order {
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];
}

const pipe = createValidationPipe();
const check = (value: unknown, metatype: new () => unknown) => pipe.transform(value, { type: 'body', metatype });
const refusal = async (value: unknown, metatype: new () => unknown) => {
  try {
    await check(value, metatype);
  } catch (e) {
    return (e as { fields?: Record<string, string> }).fields;
  }
  throw new Error('accepted');
};

describe('validation with remembered class rules', () => {
  it('gives the same answers on every request, nested lists included', async () => {
    for (let round = 0; round < 3; round++) {
      await expect(check({ lines: [{ productId: 'A-1', qty: 2 }, { productId: 'B-2', qty: 1 }] }, Order)).resolves.toBeInstanceOf(Order);
      expect(await refusal({ lines: [{ productId: 'A-1', qty: 0 }] }, Order)).toEqual({ 'lines.0.qty': 'qtyMsg' });
      expect(await refusal({ lines: [{ productId: 'A-1', qty: 1, price: 1 }] }, Order)).toEqual({ 'lines.0.price': 'propertyNotAllowed' });
    }
  });

  it('knows the rules of a class defined after validation began, inherited rules included', async () => {
    await check({ lines: [] }, Order);
    class PricedLine extends Line {
      @IsInt({ message: 'priceMsg' })
      price!: number;
    }
    class PricedOrder {
      @ValidateNested({ each: true })
      @Type(() => PricedLine)
      lines!: PricedLine[];
    }
    expect(await refusal({ lines: [{ productId: 'A-1', qty: 0, price: 5 }] }, PricedOrder)).toEqual({ 'lines.0.qty': 'qtyMsg' });
    expect(await refusal({ lines: [{ productId: 'A-1', qty: 1, price: 'x' }] }, PricedOrder)).toEqual({ 'lines.0.price': 'priceMsg' });
    // The earlier class keeps its own rules: a price is still not one of its fields.
    expect(await refusal({ lines: [{ productId: 'A-1', qty: 1, price: 5 }] }, Order)).toEqual({ 'lines.0.price': 'propertyNotAllowed' });
  });
});
