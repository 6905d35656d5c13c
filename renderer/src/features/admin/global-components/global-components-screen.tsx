import { Stack, Tabs } from '@chakra-ui/react';
import { CtaContentSchema } from '../../../../../contract/global-components/cta-content';
import { defaultCtaContent } from '../../../../../contract/global-components/default-cta-content';
import { defaultFooterContent } from '../../../../../contract/global-components/default-footer-content';
import { defaultHeaderConfig } from '../../../../../contract/global-components/default-header-config';
import { FooterContentSchema } from '../../../../../contract/global-components/footer-content';
import { HeaderConfigSchema } from '../../../../../contract/global-components/header-config';
import { AdminPageHeader } from '../shell/admin-page-header';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { useCanEdit } from '../shell/use-can-edit';
import { ComponentPanel } from './component-panel';
import { CtaEditor } from './cta/cta-editor';
import { FooterEditor } from './footer/footer-editor';
import { inPositionOrder } from './header/header-form-values';
import { HeaderEditor } from './header/header-editor';
import { SiteAddressList } from './site-address-list';

export function GlobalComponentsScreen() {
  const canEdit = useCanEdit();
  return (
    <Stack gap="4">
      <AdminPageHeader
        title="Global components"
        description="The header menu, the footer, and the call to action that closes every page without one of its own."
      />
      {!canEdit && <ReadOnlyNotice />}
      <SiteAddressList />
      {/* lazyMount: each tab loads its component only when opened. */}
      <Tabs.Root defaultValue="header" lazyMount variant="line">
        <Tabs.List>
          <Tabs.Trigger value="header">Header</Tabs.Trigger>
          <Tabs.Trigger value="footer">Footer</Tabs.Trigger>
          <Tabs.Trigger value="cta">Call to action</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="header">
          <ComponentPanel
            name="header"
            schema={HeaderConfigSchema}
            fallback={defaultHeaderConfig}
            render={(initial, component) => <HeaderEditor initial={inPositionOrder(initial)} component={component} />}
          />
        </Tabs.Content>
        <Tabs.Content value="footer">
          <ComponentPanel
            name="footer"
            schema={FooterContentSchema}
            fallback={defaultFooterContent}
            render={(initial, component) => <FooterEditor initial={initial} component={component} />}
          />
        </Tabs.Content>
        <Tabs.Content value="cta">
          <ComponentPanel
            name="cta"
            schema={CtaContentSchema}
            fallback={defaultCtaContent}
            render={(initial, component) => <CtaEditor initial={initial} component={component} />}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
