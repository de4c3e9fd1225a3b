import { Title } from "@mantine/core";

export default function Dashboard() {
  return (
    <div className="pp-dashboard">
      <Title order={1} className="pp-visually-hidden">
        Dashboard
      </Title>
    </div>
  );
}
