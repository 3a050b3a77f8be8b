/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Wallet_WithInputs */

const en_wallet_with = /** @type {(inputs: Wallet_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`with ${i?.name}`)
};

const ur_wallet_with = /** @type {(inputs: Wallet_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} کے ساتھ`)
};

/**
* | output |
* | --- |
* | "with {name}" |
*
* @param {Wallet_WithInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_with = /** @type {((inputs: Wallet_WithInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_WithInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_with(inputs)
	return en_wallet_with(inputs)
});