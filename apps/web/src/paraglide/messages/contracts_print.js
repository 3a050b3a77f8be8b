/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_PrintInputs */

const en_contracts_print = /** @type {(inputs: Contracts_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

const ur_contracts_print = /** @type {(inputs: Contracts_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پرنٹ کریں`)
};

/**
* | output |
* | --- |
* | "Print" |
*
* @param {Contracts_PrintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_print = /** @type {((inputs?: Contracts_PrintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_PrintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_print(inputs)
	return en_contracts_print(inputs)
});