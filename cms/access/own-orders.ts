import type { Access } from 'payload';

/** A signed-in account reads the orders it placed (the checkout links each order to its buyer's account). */
export const ownOrders: Access = ({ req }) => (req.user ? { account: { equals: req.user.id } } : false);
