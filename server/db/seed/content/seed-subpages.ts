import type { SeedSubpage } from '../seed-types';
import { servicesAiFusionCenterSubpage } from './subpages/services-ai-fusion-center';
import { servicesCloudSecuritySubpage } from './subpages/services-cloud-security';
import { servicesCprmStrategyRoadmappingSubpage } from './subpages/services-cprm-strategy-roadmapping';
import { servicesCyberResilienceAssessmentSubpage } from './subpages/services-cyber-resilience-assessment';
import { servicesSecuringAiSystemsSubpage } from './subpages/services-securing-ai-systems';
import { servicesZeroTrustSecuritySubpage } from './subpages/services-zero-trust-security';
import { solutionsCloudSecuritySubpage } from './subpages/solutions-cloud-security';
import { solutionsSecuringAiSystemsSubpage } from './subpages/solutions-securing-ai-systems';
import { solutionsZeroTrustSecuritySubpage } from './subpages/solutions-zero-trust-security';

/** In header-menu order (solutions, then services by group). */
export const seedSubpages: SeedSubpage[] = [
  solutionsSecuringAiSystemsSubpage,
  solutionsZeroTrustSecuritySubpage,
  solutionsCloudSecuritySubpage,
  servicesCprmStrategyRoadmappingSubpage,
  servicesCyberResilienceAssessmentSubpage,
  servicesSecuringAiSystemsSubpage,
  servicesZeroTrustSecuritySubpage,
  servicesCloudSecuritySubpage,
  servicesAiFusionCenterSubpage,
];
