import * as z from 'zod/mini';
import { ItemSchema, ItemsSectionSchema } from './fields';

export const FeatureSchema = ItemSchema;
export type Feature = z.infer<typeof FeatureSchema>;

export const FeaturesSectionSchema = ItemsSectionSchema;
export type FeaturesSection = z.infer<typeof FeaturesSectionSchema>;

export const FeaturesSchema = z.array(FeatureSchema).check(z.minLength(1), z.maxLength(24));
export type Features = z.infer<typeof FeaturesSchema>;
