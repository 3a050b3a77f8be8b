/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Choose_MethodInputs */

const en_contracts_choose_method = /** @type {(inputs: Contracts_Choose_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with`)
};

const ur_contracts_choose_method = /** @type {(inputs: Contracts_Choose_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کا طریقہ`)
};

/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Contracts_Choose_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_choose_method = /** @type {((inputs?: Contracts_Choose_MethodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Choose_MethodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_choose_method(inputs)
	return en_contracts_choose_method(inputs)
});