import type { SeedPage } from '../seed-types';
import { companyPage } from './pages/company';
import { companyCareersPage } from './pages/company-careers';
import { companyNewsPage } from './pages/company-news';
import { companyPartnersPage } from './pages/company-partners';
import { companyResourcesPage } from './pages/company-resources';
import { contactPage } from './pages/contact';
import { cookiePolicyPage } from './pages/cookie-policy';
import { digitalTransformationPage } from './pages/digital-transformation';
import { homePage } from './pages/home';
import { learningPage } from './pages/learning';
import { privacyPolicyPage } from './pages/privacy-policy';
import { productsPage } from './pages/products';
import { responsibleDisclosurePage } from './pages/responsible-disclosure';
import { servicesPage } from './pages/services';
import { solutionsPage } from './pages/solutions';
import { termsOfServicePage } from './pages/terms-of-service';

/** In header-menu order, so a fresh database lists pages the way visitors meet them. */
export const seedPages: SeedPage[] = [
  homePage,
  digitalTransformationPage,
  solutionsPage,
  servicesPage,
  productsPage,
  learningPage,
  companyPage,
  companyPartnersPage,
  companyResourcesPage,
  companyCareersPage,
  companyNewsPage,
  contactPage,
  privacyPolicyPage,
  termsOfServicePage,
  cookiePolicyPage,
  responsibleDisclosurePage,
];
