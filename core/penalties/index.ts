/** Penalties as the law stands today: 18 U.S.C. §§ 3559 and 3571, and the civil inflation adjustment. */
export * from './fineCeiling';
