/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_New_CheckoutInputs */

const en_contracts_new_checkout = /** @type {(inputs: Contracts_New_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a new checkout`)
};

const ur_contracts_new_checkout = /** @type {(inputs: Contracts_New_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نئی ادائیگی شروع کریں`)
};

/**
* | output |
* | --- |
* | "Start a new checkout" |
*
* @param {Contracts_New_CheckoutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_new_checkout = /** @type {((inputs?: Contracts_New_CheckoutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_New_CheckoutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_new_checkout(inputs)
	return en_contracts_new_checkout(inputs)
});