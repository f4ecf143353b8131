// The CSP nonce of this response, for the <script> tags React renders. Empty in the browser,
// which hides nonce attributes from scripts anyway.
import { createContext, useContext } from "react";

const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
