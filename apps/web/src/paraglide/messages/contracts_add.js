/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_AddInputs */

const en_contracts_add = /** @type {(inputs: Contracts_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const ur_contracts_add = /** @type {(inputs: Contracts_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Contracts_AddInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_add = /** @type {((inputs?: Contracts_AddInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_AddInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_add(inputs)
	return en_contracts_add(inputs)
});