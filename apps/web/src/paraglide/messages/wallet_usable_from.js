/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Wallet_Usable_FromInputs */

const en_wallet_usable_from = /** @type {(inputs: Wallet_Usable_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usable from ${i?.date}`)
};

const ur_wallet_usable_from = /** @type {(inputs: Wallet_Usable_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} سے قابلِ استعمال`)
};

/**
* | output |
* | --- |
* | "Usable from {date}" |
*
* @param {Wallet_Usable_FromInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_usable_from = /** @type {((inputs: Wallet_Usable_FromInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Usable_FromInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_usable_from(inputs)
	return en_wallet_usable_from(inputs)
});