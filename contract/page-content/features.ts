import { z } from 'zod';
import { ItemSchema, ItemsSectionSchema } from './fields';

export const FeatureSchema = ItemSchema;
export type Feature = z.infer<typeof FeatureSchema>;

export const FeaturesSectionSchema = ItemsSectionSchema;
export type FeaturesSection = z.infer<typeof FeaturesSectionSchema>;

export const FeaturesSchema = z.array(FeatureSchema).min(1).max(24);
export type Features = z.infer<typeof FeaturesSchema>;
