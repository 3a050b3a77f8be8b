/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_TotalInputs */

const en_contracts_total = /** @type {(inputs: Contracts_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const ur_contracts_total = /** @type {(inputs: Contracts_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کل`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Contracts_TotalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_total = /** @type {((inputs?: Contracts_TotalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_TotalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_total(inputs)
	return en_contracts_total(inputs)
});