import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import {
  cartItemPrice,
  cartStorageKey,
  deserializeCart,
  GUEST_CART_KEY,
  MAX_CART_ITEMS,
  mergeCarts,
  serializeCart,
  type CartItem,
  type CartLine,
  type NewCartItem,
} from "../../../domain/cart/cart";
import { notify } from "~/lib/notify";

interface CartContextValue {
  items: CartItem[];
  add: (item: NewCartItem) => CartItem;
  remove: (id: string) => void;
  /**
   * Takes the server's new quote for an item (a booking answered with a changed quote): its
   * per-person price in whole dollars (kept as the number and its text) and, when the server
   * sent them, its new lines in every currency.
   */
  reprice: (id: string, quote: { pricePerPerson: number; lines?: CartLine[] }) => void;
  /** Removes every item, or only those whose ids are given (after a partly failed booking). */
  clear: (ids?: readonly string[]) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

function readStorage(key: string): CartItem[] {
  try {
    return deserializeCart(window.localStorage.getItem(key));
  } catch {
    return [];
  }
}
function writeStorage(key: string, items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, serializeCart(items));
  } catch {
    // Private browsing or a full quota: the cart still works for this page view.
  }
}

/**
 * Holds the Trip Cart. A guest's cart is kept under the guest key; when a user signs in it is
 * merged into theirs (stored under a key made from the user id). Signing out empties the cart
 * in memory; the user's stored cart comes back at their next sign-in.
 */
export function CartProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const loadedKey = useRef<string | null>(null);
  const previousUser = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const key = cartStorageKey(userId);
    const signedOut =
      previousUser.current !== undefined && previousUser.current !== null && userId === null;
    previousUser.current = userId;
    if (signedOut) {
      loadedKey.current = key;
      setItems([]);
      return;
    }
    let loaded = readStorage(key);
    if (userId) {
      const guest = readStorage(GUEST_CART_KEY);
      if (guest.length > 0) {
        loaded = mergeCarts(loaded, guest);
        writeStorage(key, loaded);
        writeStorage(GUEST_CART_KEY, []);
      }
    }
    loadedKey.current = key;
    setItems(loaded);
  }, [userId]);

  // Every change is saved under the current key (never before that key's cart was loaded).
  useEffect(() => {
    if (loadedKey.current === cartStorageKey(userId)) writeStorage(loadedKey.current, items);
  }, [items, userId]);

  const add = useCallback((item: NewCartItem) => {
    const entry: CartItem = { ...item, id: crypto.randomUUID(), addedAt: new Date() };
    setItems((current) => [...current, entry].slice(-MAX_CART_ITEMS));
    return entry;
  }, []);
  const remove = useCallback(
    (id: string) => setItems((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const reprice = useCallback(
    (id: string, quote: { pricePerPerson: number; lines?: CartLine[] }) =>
      setItems((current) =>
        current.map((item) =>
          item.id === id
            ? {
                ...item,
                ...cartItemPrice(quote.pricePerPerson),
                ...(quote.lines ? { lines: quote.lines } : {}),
              }
            : item,
        ),
      ),
    [],
  );
  const clear = useCallback(
    (ids?: readonly string[]) =>
      setItems((current) => (ids ? current.filter((item) => !ids.includes(item.id)) : [])),
    [],
  );

  const value = useMemo(
    () => ({ items, add, remove, reprice, clear }),
    [items, add, remove, reprice, clear],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartProvider>.");
  return value;
}

/** The notice when a booking of the cart is started with nothing in it. */
export function notifyEmptyCart(): void {
  notify({
    title: "No trips selected",
    description: "Please add some trips to your cart first",
    variant: "destructive",
  });
}
