/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Wallet_Available_OnInputs */

const en_wallet_available_on = /** @type {(inputs: Wallet_Available_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`available on ${i?.date}`)
};

const ur_wallet_available_on = /** @type {(inputs: Wallet_Available_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} کو دستیاب`)
};

/**
* | output |
* | --- |
* | "available on {date}" |
*
* @param {Wallet_Available_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_available_on = /** @type {((inputs: Wallet_Available_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Available_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_available_on(inputs)
	return en_wallet_available_on(inputs)
});