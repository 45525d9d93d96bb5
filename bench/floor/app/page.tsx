// A heading and a paragraph, statically rendered: what any page of this framework must ship.
export default function Page() {
  return (
    <main>
      <h1>Trang cơ sở</h1>
      <p>
        Trang này chỉ có một tiêu đề và một đoạn văn, dùng làm mốc so sánh cho các trang của site.
      </p>
    </main>
  );
}
