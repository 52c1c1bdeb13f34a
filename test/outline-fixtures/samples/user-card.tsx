import React, { useMemo, useState } from "react";

export interface UserCardProps {
  name: string;
  email?: string;
  onSelect?: (name: string) => void;
}

const styles = {
  card: { padding: 8, borderRadius: 4 },
  name: { fontWeight: 600 },
};

/** A compact card for one user. */
export function UserCard({ name, email, onSelect }: UserCardProps) {
  const [open, setOpen] = useState(false);
  const initials = useMemo(() => name.split(" ").map((p) => p[0]).join(""), [name]);
  return (
    <div style={styles.card} onClick={() => onSelect?.(name)}>
      <span style={styles.name}>{initials}</span>
      {open && email ? <a href={`mailto:${email}`}>{email}</a> : null}
      <button onClick={() => setOpen(!open)}>{open ? "less" : "more"}</button>
    </div>
  );
}

export const UserList = ({ users }: { users: UserCardProps[] }) => {
  return (
    <ul>
      {users.map((u) => (
        <li key={u.name}>
          <UserCard {...u} />
        </li>
      ))}
    </ul>
  );
};
