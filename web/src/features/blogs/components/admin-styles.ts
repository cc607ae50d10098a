/** Mantine CSS of the content screens (admin chunk only; see app/styles.ts for the rule). */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Fieldset.css';
