/** Mantine CSS of the admin analytics screen (admin chunk only; see app/styles.ts for the rule). */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ScrollArea.css';
