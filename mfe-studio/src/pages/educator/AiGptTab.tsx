import { AssistantPanel } from '../../components/AssistantPanel';

/** The educator dashboard's AI GPT tab: the assistant. */
export default function AiGptTab() {
  return <AssistantPanel />;
}
