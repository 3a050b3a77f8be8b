/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_SplitInputs */

const en_contracts_ms_split = /** @type {(inputs: Contracts_Ms_SplitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Split by dispute`)
};

const ur_contracts_ms_split = /** @type {(inputs: Contracts_Ms_SplitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع کے فیصلے سے تقسیم`)
};

/**
* | output |
* | --- |
* | "Split by dispute" |
*
* @param {Contracts_Ms_SplitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_split = /** @type {((inputs?: Contracts_Ms_SplitInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_SplitInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_split(inputs)
	return en_contracts_ms_split(inputs)
});