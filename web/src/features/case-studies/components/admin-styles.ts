/** Mantine CSS of the case-study screen (admin chunk only; see app/styles.ts for the rule). */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Image.css';
