export default function Index() {
  return <h1>药品批发采购商城</h1>;
}
