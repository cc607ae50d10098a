/** Mantine CSS of the analytics screens (admin chunk only; see app/styles.ts for the rule). */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
