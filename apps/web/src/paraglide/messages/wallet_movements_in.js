/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Wallet_Movements_InInputs */

const en_wallet_movements_in = /** @type {(inputs: Wallet_Movements_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Movements in ${i?.currency}`)
};

const ur_wallet_movements_in = /** @type {(inputs: Wallet_Movements_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} میں لین دین`)
};

/**
* | output |
* | --- |
* | "Movements in {currency}" |
*
* @param {Wallet_Movements_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_movements_in = /** @type {((inputs: Wallet_Movements_InInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Movements_InInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_movements_in(inputs)
	return en_wallet_movements_in(inputs)
});